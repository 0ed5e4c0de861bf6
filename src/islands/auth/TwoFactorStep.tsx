/**
 * The second step of sign-in (issue 16 §1): a code from the authenticator app, or — after 'Use a
 * recovery code' — one of the recovery codes. Resolves through `onSignedIn` with the session's user.
 */
import { useState, type FormEvent } from 'react';
import { publicHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { securityApi } from '~/lib/auth/security-api';
import type { UserDetails } from '~/lib/types';

export function TwoFactorStep(props: { challenge: string; onSignedIn: (user: UserDetails) => void; onRestart: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const label = recovery ? 'Recovery code' : 'Code from your authenticator app';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const body = recovery ? { challenge: props.challenge, recoveryCode: value } : { challenge: props.challenge, code: value };
      const { data } = await securityApi(publicHttp).verifySignIn(body);
      props.onSignedIn(data.user);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
      setValue('');
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">Two-factor sign-in is on for this account.</p>
      <label htmlFor="second-factor" className="text-sm font-medium">
        {label}
      </label>
      <input
        id="second-factor"
        name={recovery ? 'recoveryCode' : 'code'}
        autoFocus
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={error ? 'second-factor-error' : undefined}
      />
      {error && (
        <p id="second-factor-error" role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-center justify-between">
        <button type="button" className="link text-sm" onClick={() => (setRecovery(!recovery), setValue(''), setError(undefined))}>
          {recovery ? 'Use a code from the app' : 'Use a recovery code'}
        </button>
        <button type="button" className="link text-sm" onClick={props.onRestart}>
          Start over
        </button>
      </div>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify'}
      </button>
    </form>
  );
}
