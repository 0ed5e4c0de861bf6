/**
 * Reset-password form island (spec §2 /reset-password/{token}): new and confirm password, then back
 * to / with a success toast. An invitation's link sets a first password, and its button says so
 * (issue 26 defect 11: it read 'Reset password').
 */
import { authApi } from '~/lib/auth/api';
import { publicHttp } from '~/lib/api/browser';
import { toastAfterNavigation } from '~/lib/toast';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

const PASSWORD_RULES = ['At least 8 characters', 'Both fields must match'];

// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.resetPasswordFormSchema);

export default function ResetPasswordForm(props: { token: string; invitation?: boolean }) {
  const form = useForm(loadSchema, { password: '', confirmPassword: '' });

  const submit = form.onSubmit(async (values) => {
    const { message } = await authApi(publicHttp).resetPassword({ token: props.token, ...values });
    toastAfterNavigation('success', message);
    window.location.assign('/');
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="New Password" type="password" autoComplete="new-password" required rules={PASSWORD_RULES} {...form.field('password')} />
      <TextField label="Confirm Password" type="password" autoComplete="new-password" required {...form.field('confirmPassword')} />
      <SubmitButton label={props.invitation ? 'Set password' : 'Reset password'} busyLabel={props.invitation ? 'Setting...' : 'Resetting...'} busy={form.busy} />
    </form>
  );
}
