/**
 * Sign-in form island (spec §2 "/"): email and password with show/hide; on success the user's
 * details go to the store and the browser goes to their dashboard.
 */
import { authApi } from '~/lib/auth/api';
import { publicHttp } from '~/lib/api/browser';
import { can, P } from '~/lib/permissions';
import { homeFor } from '~/lib/routes';
import { setUser, updateDashboard } from '~/stores/client-state';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.loginSchema);

export default function LoginForm() {
  const form = useForm(loadSchema, { email: '', password: '' });

  const submit = form.onSubmit(async (values) => {
    const { data } = await authApi(publicHttp).login(values);
    setUser(data.user);
    updateDashboard({ selectedProjectSwitchOption: can(data.user, P.OU_OU) ? 'OU' : 'OI' });
    window.location.assign(homeFor(data.user));
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
