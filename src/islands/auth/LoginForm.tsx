/**
 * Sign-in form island (spec §2 "/"): email and password with show/hide; on success the user's
 * details go to the store and the browser goes to `next` (the page a signed-out visit came from,
 * checked on the server) or their dashboard. Refused credentials (issue 10 §1) keep the spec's toast
 * and also show the message under the password, which is cleared and focused; the email stays.
 */
import { authApi } from '~/lib/auth/api';
import { publicHttp } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { can, P } from '~/lib/permissions';
import { homeFor } from '~/lib/routes';
import { setUser, updateDashboard } from '~/stores/client-state';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.loginSchema);

/** Wrong credentials (401) and the sign-in throttle (429) are answers about the password typed. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 401 || error.status === 429);

export default function LoginForm(props: { next?: string | undefined }) {
  const form = useForm(loadSchema, { email: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await authApi(publicHttp).login(values);
      setUser(data.user);
      updateDashboard({ selectedProjectSwitchOption: can(data.user, P.OU_OU) ? 'OU' : 'OI' });
      window.location.assign(props.next ?? homeFor(data.user));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      form.set('password', '');
      (form.formRef.current?.elements.namedItem('password') as HTMLInputElement | null)?.focus();
      // Named on the field, the message is shown under it (role="alert", aria-describedby); use-form
      // still shows the toast.
      throw new ApiError(error.status, error.message, { password: error.message });
    }
  });

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
