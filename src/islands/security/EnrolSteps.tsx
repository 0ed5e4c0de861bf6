/**
 * Setting up two-factor sign-in (issue 16 §1): the QR code and the secret as text, then a code to
 * confirm, then the recovery codes. Used on the Security tab and at sign-in for a required enrolment;
 * the caller gives the set-up and confirmation calls.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '~/lib/api/http';
import type { TwoFactorSetup } from '~/lib/auth/security';
import { RecoveryCodes } from '~/islands/security/RecoveryCodes';

export function EnrolSteps(props: {
  setup: () => Promise<TwoFactorSetup>;
  confirm: (code: string) => Promise<string[]>;
  onDone: () => void;
  doneLabel: string;
}) {
  const [setup, setSetup] = useState<TwoFactorSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    props.setup().then(setSetup, (e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      setCodes(await props.confirm(code));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={props.onDone} doneLabel={props.doneLabel} />;
  return (
    <div className="flex flex-col gap-3">
      {setup ? (
        <>
          <p className="text-sm text-slate-700">Scan this QR code with an authenticator app, or enter the key by hand.</p>
          {/* Drawn on our server from our own otpauth URL: no user input reaches the SVG. */}
          <div className="h-44 w-44" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="text-sm">
            Key: <code data-testid="totp-secret" className="font-mono break-all">{setup.secret}</code>
          </p>
          <form onSubmit={submit} className="flex flex-col gap-2" noValidate>
            <label className="text-sm font-medium" htmlFor="enrol-code">
              Code from the app
            </label>
            <input id="enrol-code" name="code" inputMode="numeric" autoComplete="one-time-code" className="rounded-md border border-slate-300 px-3 py-2 text-sm" value={code} onChange={(e) => setCode(e.target.value)} />
            <button type="submit" className="btn-primary self-start" disabled={busy}>
              {busy ? 'Checking...' : 'Turn on'}
            </button>
          </form>
        </>
      ) : (
        !error && <p className="text-sm text-slate-500">Preparing...</p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
