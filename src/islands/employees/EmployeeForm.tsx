/**
 * The employee form (issue 12 §3): names, email, contact (the phone widget, spec §5 rules),
 * department → designation (only that department's active designations), role (only roles the
 * caller may grant, computed on the server) and joined on. Without `employee` it registers
 * (POST /employees, which mails the invitation) and goes to `doneHref`; with one it edits (PATCH).
 * A taken email shows under its field; what was typed stays on any failure.
 */
import { browserHttp } from '~/lib/api/browser';
import { employeesApi } from '~/lib/employees/api';
import type { Employee, GrantableRole } from '~/lib/employees/model';
import type { CreateEmployeeInput } from '~/lib/employees/schemas';
import { toastAfterNavigation } from '~/lib/toast';
import { LazyPhoneField } from '~/islands/forms/LazyPhoneField';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextField } from '~/islands/forms/TextField';
import { useForm } from '~/islands/forms/use-form';
import { textValues } from '~/lib/form-values';

export interface EmployeeFormProps {
  departments: { id: string; name: string }[];
  designations: { id: string; title: string; departmentId: string }[];
  roles: GrantableRole[];
  /** The employee to edit; absent to register one. */
  employee?: Employee;
  /** Where to go once saved (the employees list). */
  doneHref: string;
}

const loadSchema = () => import('~/lib/employees/schemas').then((m) => m.createEmployeeSchema);

const initial = (e?: Employee): CreateEmployeeInput =>
  textValues(e, ['first_name', 'last_name', 'email', 'contact', 'departmentId', 'designationId', 'roleId', 'joinedOn'] as const);

export default function EmployeeForm(props: EmployeeFormProps) {
  const form = useForm(loadSchema, initial(props.employee));
  const titles = props.designations.filter((d) => d.departmentId === form.values.departmentId);

  // A taken email comes back as a 409 naming its field (server/employees), shown under it by useForm.
  const submit = form.onSubmit(async (values) => {
    const api = employeesApi(browserHttp);
    const { message } = props.employee ? await api.update(props.employee.id, values) : await api.add(values);
    toastAfterNavigation('success', message);
    window.location.assign(props.doneHref);
  });

  return (
    <form ref={form.formRef} method="post" onSubmit={submit} noValidate className="grid max-w-2xl gap-4 sm:grid-cols-2">
      {!props.employee && (
        <p className="text-sm text-slate-600 sm:col-span-2">
          The employee receives an email with a link to set their password. The link works once, for 7 days.
        </p>
      )}
      <TextField label="First name" required autoComplete="off" {...form.field('first_name')} disabled={form.busy} />
      <TextField label="Last name" autoComplete="off" {...form.field('last_name')} disabled={form.busy} />
      <TextField label="Email" type="email" required autoComplete="off" {...form.field('email')} disabled={form.busy} />
      <LazyPhoneField label="Contact" required {...form.field('contact')} disabled={form.busy} />
      <SelectField
        label="Department"
        name="departmentId"
        required
        placeholder="Select a department"
        value={form.values.departmentId}
        onChange={(value) => {
          form.set('departmentId', value);
          form.set('designationId', '');
        }}
        options={props.departments.map((d) => ({ value: d.id, label: d.name }))}
        error={form.errors.departmentId}
        disabled={form.busy}
      />
      <SelectField
        label="Designation"
        name="designationId"
        required
        placeholder={form.values.departmentId ? 'Select a designation' : 'Select a department first'}
        value={form.values.designationId}
        onChange={(value) => form.set('designationId', value)}
        options={titles.map((d) => ({ value: d.id, label: d.title }))}
        error={form.errors.designationId}
        disabled={form.busy || !form.values.departmentId}
      />
      <SelectField
        label="Role"
        name="roleId"
        required
        placeholder="Select a role"
        value={form.values.roleId}
        onChange={(value) => form.set('roleId', value)}
        options={props.roles.map((r) => ({ value: r.id, label: r.label }))}
        hint="Only roles whose permissions you hold yourself are offered."
        error={form.errors.roleId}
        disabled={form.busy}
      />
      <TextField label="Joined on" placeholder="YYYY-MM-DD" hint="Empty: today." {...form.field('joinedOn')} disabled={form.busy} />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <SubmitButton
          label={props.employee ? 'Save changes' : 'Register and send invitation'}
          busyLabel={props.employee ? 'Saving...' : 'Registering...'}
          busy={form.busy}
          className="btn-primary"
        />
        <a href={props.doneHref} className="btn-secondary">
          Cancel
        </a>
      </div>
    </form>
  );
}
