/**
 * Profile → Security, two-factor part (issue 16 §1): its state; turning it on (EnrolSteps), off
 * (password and code) and a new set of recovery codes (code); and when a role's new requirement
 * applies (issue 27: at the next sign-in; sessions opened before keep working until they end).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { REQUIRED_NOT_SET_UP, REQUIREMENT_TIMING, type TwoFactorStatusView } from '~/lib/auth/security';
import { securityApi } from '~/lib/auth/security-api';
import { EnrolSteps } from '~/islands/security/EnrolSteps';
import { RecoveryCodes } from '~/islands/security/RecoveryCodes';

const api = securityApi(browserHttp);
const inputClass = 'rounded-md border border-slate-300 px-3 py-2 text-sm';

export function TwoFactorSection() {
  const [status, setStatus] = useState<TwoFactorStatusView>();
  const [mode, setMode] = useState<'idle' | 'enrol' | 'disable' | 'codes'>('idle');
  const [codes, setCodes] = useState<string[]>();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const refresh = () => api.status().then((r) => setStatus(r.data));
  useEffect(() => void refresh(), []);

  const act = (run: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await run();
      setPassword('');
      setCode('');
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'Something went wrong. Please try again.');
    }
  };

  if (!status) return <p className="text-sm text-slate-500">Loading...</p>;
  if (mode === 'enrol')
    return (
      <EnrolSteps
        setup={() => api.setup().then((r) => r.data)}
        confirm={(c) => api.enable(c).then((r) => r.data.recoveryCodes)}
        onDone={() => (setMode('idle'), void refresh())}
        doneLabel="Done"
      />
    );
  if (codes) return <RecoveryCodes codes={codes} onDone={() => (setCodes(undefined), setMode('idle'), void refresh())} />;

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        Two-factor sign-in is <strong>{status.enabled ? 'on' : 'off'}</strong>
        {status.enabled && ` · ${status.recoveryCodesLeft} recovery codes left`}
        {status.required && ' · required for your account'}
      </p>
      {status.required && !status.enabled ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {REQUIRED_NOT_SET_UP}
        </p>
      ) : (
        <p className="text-sm text-slate-600">{REQUIREMENT_TIMING}</p>
      )}
      {!status.enabled && (
        <button type="button" className="btn-primary self-start" onClick={() => setMode('enrol')}>
          Turn on two-factor sign-in
        </button>
      )}
      {status.enabled && mode === 'idle' && (
        <div className="flex gap-2">
          <button type="button" className="btn-secondary" onClick={() => setMode('codes')}>
            New recovery codes
          </button>
          {!status.required && (
            <button type="button" className="btn-secondary" onClick={() => setMode('disable')}>
              Turn off
            </button>
          )}
        </div>
      )}
      {(mode === 'disable' || mode === 'codes') && (
        <form
          noValidate
          className="flex flex-col gap-2"
          onSubmit={act(async () => {
            if (mode === 'disable') {
              await api.disable(password, code);
              setMode('idle');
              await refresh();
            } else setCodes((await api.newRecoveryCodes(code)).data.recoveryCodes);
          })}
        >
          {mode === 'disable' && (
            <input aria-label="Password" type="password" autoComplete="current-password" placeholder="Password" className={inputClass} value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
          <input aria-label="Code from the app" inputMode="numeric" autoComplete="one-time-code" placeholder="Code from the app" className={inputClass} value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="flex gap-2">
            <button type="submit" className={mode === 'disable' ? 'btn-danger' : 'btn-primary'}>
              {mode === 'disable' ? 'Turn off two-factor sign-in' : 'Get new recovery codes'}
            </button>
            <button type="button" className="btn-secondary" onClick={() => (setMode('idle'), setError(undefined))}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
