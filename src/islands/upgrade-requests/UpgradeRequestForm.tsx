/**
 * Staff filing a package change for a customer (issue 14 §4), on the customer's view: the target
 * (one of the current package's allowed, active upgrades, each with its prorated amount as priced
 * when the page was drawn) and an optional note. Validated with the shared schema; the page reloads
 * with the server's message, and a refusal (400 rule, 409 pending) is shown on the field or as a toast.
 */
import { browserHttp } from '~/lib/api/browser';
import { toastAfterNavigation } from '~/lib/toast';
import { upgradeRequestsApi } from '~/lib/upgrade-requests/api';
import { NOTE_MAX } from '~/lib/upgrade-requests/model';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { useForm } from '~/islands/forms/use-form';

export interface UpgradeRequestFormProps {
  customerId: string;
  /** The packages offered, labelled with their price and prorated amount. */
  targets: { id: string; label: string }[];
}

const loadSchema = () => import('~/lib/upgrade-requests/schemas').then((m) => m.createUpgradeRequestSchema);

export default function UpgradeRequestForm({ customerId, targets }: UpgradeRequestFormProps) {
  const form = useForm(loadSchema, { customerId, toPackageId: '', note: '' });
  const submit = form.onSubmit(async (values) => {
    const done = await upgradeRequestsApi(browserHttp).create(values);
    toastAfterNavigation('success', done.message);
    window.location.reload();
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="flex flex-col gap-3">
      <SelectField
        label="Move to package"
        required
        placeholder="Select a package"
        options={targets.map((t) => ({ value: t.id, label: t.label }))}
        {...form.field('toPackageId')}
        disabled={form.busy}
      />
      <TextAreaField label="Note" maxLength={NOTE_MAX} rows={2} {...form.field('note')} disabled={form.busy} />
      <SubmitButton label="File upgrade request" busyLabel="Filing..." busy={form.busy} className="btn-primary self-start" />
    </form>
  );
}
