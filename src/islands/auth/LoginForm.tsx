/**
 * Sign-in form island (spec §2 "/"): email and password with show/hide; on success the user's
 * details go to the store and the browser goes to `next` (the page a signed-out visit came from,
 * checked on the server) or their dashboard. Refused credentials (issue 10 §1) keep the spec's toast
 * and also show the message under the password, which is cleared and focused; the email stays.
 * With two-factor on, a code step follows; when it is required but not set up, the enrolment
 * (issue 16 §1) — the session opens only after either.
 */
import { useState } from 'react';
import { authApi } from '~/lib/auth/api';
import { publicHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { can, P } from '~/lib/permissions';
import { homeFor } from '~/lib/routes';
import { setUser, updateDashboard } from '~/stores/client-state';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';
import { TwoFactorStep } from '~/islands/auth/TwoFactorStep';
import { EnrolSteps } from '~/islands/security/EnrolSteps';
import { securityApi } from '~/lib/auth/security-api';
import type { UserDetails } from '~/lib/types';

// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.loginSchema);

/** Wrong credentials (401) and the sign-in throttle (429) are answers about the password typed. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 401 || error.status === 429);

type Step = { kind: 'verify' | 'enroll'; challenge: string } | undefined;

export default function LoginForm(props: { next?: string | undefined }) {
  const form = useForm(loadSchema, { email: '', password: '' });
  const [step, setStep] = useState<Step>();
  const [enrolled, setEnrolled] = useState<UserDetails>();

  const enter = (user: UserDetails) => {
    setUser(user);
    updateDashboard({ selectedProjectSwitchOption: can(user, P.OU_OU) ? 'OU' : 'OI' });
    window.location.assign(props.next ?? homeFor(user));
  };

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await authApi(publicHttp).login(values);
      if ('twoFactorRequired' in data) return setStep({ kind: 'verify', challenge: data.challenge });
      if ('twoFactorEnrollmentRequired' in data) return setStep({ kind: 'enroll', challenge: data.challenge });
      enter(data.user);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      form.set('password', '');
      (form.formRef.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();
      // Named on the field, the message is shown under it (role="alert", aria-describedby); use-form
      // still shows the toast.
      throw new ApiError(error.status, error.message, { password: error.message });
    }
  });

  const restart = () => {
    setStep(undefined);
    form.set('password', '');
  };
  if (step?.kind === 'verify') return <TwoFactorStep challenge={step.challenge} onSignedIn={enter} onRestart={restart} />;
  if (step?.kind === 'enroll') {
    const api = securityApi(publicHttp);
    return (
      <div className="flex flex-col gap-3">
        <p className="text-sm font-medium">Your account requires two-factor sign-in. Set it up to continue.</p>
        <EnrolSteps
          setup={() => api.enrollSetup(step.challenge).then((r) => r.data)}
          confirm={(code) =>
            api.enrollConfirm(step.challenge, code).then(({ data }) => {
              setEnrolled(data.user);
              return data.recoveryCodes;
            })
          }
          onDone={() => enrolled && enter(enrolled)}
          doneLabel="Continue"
        />
      </div>
    );
  }

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="username" required {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" required {...form.field('password')} />
      <div className="flex justify-end">
        <a href="/request-reset-password" className="link text-sm">
          Forgot password?
        </a>
      </div>
      <SubmitButton label="Sign in" busyLabel="Signing in..." busy={form.busy} />
    </form>
  );
}
