/**
 * The 'Add super admin' form (issue 11 §3): Name, Email, Contact (the phone widget; spec §5 rules).
 * POST /super-admins creates the account as 'invited' and mails its invitation; the page reloads
 * with the server's message. A taken email is shown under its field; what was typed stays.
 */
import { browserHttp } from '~/lib/api/browser';
import { superAdminsApi } from '~/lib/super-admins/api';
import type { CreateSuperAdminInput } from '~/lib/super-admins/schemas';
import { toastAfterNavigation } from '~/lib/toast';
import { LazyPhoneField } from '~/islands/forms/LazyPhoneField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';

// The shared schema (and yup with it) loads right after hydration, off the first paint's budget.
const loadSchema = () => import('~/lib/super-admins/schemas').then((m) => m.createSuperAdminSchema);

const EMPTY: CreateSuperAdminInput = { name: '', email: '', contact: '' };

export function AddSuperAdminForm(props: { onCancel: () => void }) {
  const form = useForm(loadSchema, EMPTY);

  const submit = form.onSubmit(async (values) => {
    // A taken email comes back as a 409 naming the email field: use-form shows it there.
    const { message } = await superAdminsApi(browserHttp).add(values);
    toastAfterNavigation('success', message);
    window.location.reload();
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-slate-600">
        The new super admin receives an email with a link to set their password. The link works once, for 7 days.
      </p>
      <TextField label="Name" required autoComplete="off" {...form.field('name')} disabled={form.busy} />
      <TextField label="Email" type="email" required autoComplete="off" {...form.field('email')} disabled={form.busy} />
      <LazyPhoneField label="Contact" required {...form.field('contact')} disabled={form.busy} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton label="Send invitation" busyLabel="Sending the invitation..." busy={form.busy} className="btn-primary" />
        <button type="button" className="btn-secondary" onClick={props.onCancel} disabled={form.busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
