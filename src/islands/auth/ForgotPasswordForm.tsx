/**
 * Forgot-password form island (spec §2 /request-reset-password): sends `{email}`, then /email-sent.
 */
import { authApi } from '~/lib/auth/api';
import { publicHttp } from '~/lib/api/browser';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.forgotPasswordSchema);

export default function ForgotPasswordForm() {
  const form = useForm(loadSchema, { email: '' });

  const submit = form.onSubmit(async (values) => {
    await authApi(publicHttp).forgotPassword(values);
    window.location.assign('/email-sent');
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" required {...form.field('email')} />
      <SubmitButton label="Send reset link" busyLabel="Sending..." busy={form.busy} />
    </form>
  );
}
