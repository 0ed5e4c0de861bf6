/**
 * The 'Change Password' form (spec §2 "Profile", §5): Old, New and Confirm Password; sends
 * `{password, oldPassword, id}` (spec §7). The server revokes the user's other sessions.
 */
import { authApi } from '~/lib/auth/api';
import { browserHttp } from '~/lib/api/browser';
import { FALLBACK } from '~/lib/messages';
import { showToast } from '~/lib/toast';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };
const PASSWORD_RULES = ['At least 8 characters', 'Different from the old password is best'];
// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchema = () => import('~/lib/auth/schemas').then((m) => m.changePasswordSchema);

export function ChangePasswordForm(props: { userId: string }) {
  const form = useForm(loadSchema, EMPTY, { password: 'newPassword' });

  const submit = form.onSubmit(async ({ oldPassword, newPassword }) => {
    const { message } = await authApi(browserHttp).updateMe({ id: props.userId, oldPassword, password: newPassword }, FALLBACK.updateMe);
    form.setValues(EMPTY);
    void showToast('success', message);
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Old Password" type="password" required autoComplete="current-password" {...form.field('oldPassword')} disabled={form.busy} />
      <TextField label="New Password" type="password" required rules={PASSWORD_RULES} autoComplete="new-password" {...form.field('newPassword')} disabled={form.busy} />
      <TextField label="Confirm Password" type="password" required autoComplete="new-password" {...form.field('confirmPassword')} disabled={form.busy} />
      <SubmitButton label="Update Password" busyLabel="Updating the password..." busy={form.busy} className="btn-primary self-start" />
    </form>
  );
}
