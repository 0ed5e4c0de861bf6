/**
 * The 'Update Profile' form (spec §2 "Profile", §5, §7): Name, Email, Phone Number, filled with the
 * current values. A super admin sends `{email, name, contact}` with the super-admin flag; others
 * send the name split into first_name and last_name.
 */
import { authApi } from '~/lib/auth/api';
import { browserHttp } from '~/lib/api/browser';
import { FALLBACK } from '~/lib/messages';
import { toastAfterNavigation } from '~/lib/toast';
import type { ProfileUser } from '~/lib/auth/profile-user';
import { setUser } from '~/stores/client-state';
import { LazyPhoneField } from '~/islands/forms/LazyPhoneField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

const SUPER_ADMIN_ROLE = 'super_admin';
const NAME_RULES = ['At least 2 characters', 'First and last name separated by a space'];
// yup arrives right after hydration, off the page's first-load budget (see use-form).
const loadSchemas = () => import('~/lib/auth/schemas');

export function UpdateProfileForm(props: { user: ProfileUser }) {
  const { user } = props;
  const isSuperAdminRole = user.role.name === SUPER_ADMIN_ROLE;
  const initialName = isSuperAdminRole ? (user.name ?? '') : `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
  const form = useForm(() => loadSchemas().then((m) => m.contactSchema), { name: initialName, email: user.email, phoneNumber: user.contact }, {
    first_name: 'name',
    contact: 'phoneNumber',
  });

  const submit = form.onSubmit(async ({ name, email, phoneNumber }) => {
    const { splitName } = await loadSchemas();
    const payload = isSuperAdminRole
      ? { email, name, contact: phoneNumber, is_super_admin: true as const }
      : { email, ...splitName(name), contact: phoneNumber };
    const { message, data } = await authApi(browserHttp).updateMe(payload, FALLBACK.profileUpdate);
    setUser(data);
    // The top bar and every other server-drawn name refresh with the page.
    toastAfterNavigation('success', message);
    window.location.reload();
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField label="Name" required rules={NAME_RULES} autoComplete="name" {...form.field('name')} disabled={form.busy} />
      <TextField label="Email" type="email" required autoComplete="email" {...form.field('email')} disabled={form.busy} />
      <LazyPhoneField label="Phone Number" required {...form.field('phoneNumber')} disabled={form.busy} />
      <SubmitButton label="Update Profile" busyLabel="Updating the profile..." busy={form.busy} className="btn-primary self-start" />
    </form>
  );
}
