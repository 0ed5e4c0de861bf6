/**
 * A settings page's form (issue 15 §2): the fields the server chose, each editable when the server
 * says the user may change it (`editable`, issue 27) and the environment does not lock it; without
 * an editable field there is no Save. Save sends only what changed (PATCH /settings); a refused value
 * is shown under its field, success reloads the page so every date and name on it follows the new settings.
 */
import { useState, type FormEvent } from 'react';
import { browserHttp, sessionEnded } from '~/lib/api/browser';
import { ApiError } from '~/lib/api/http';
import { changedPatch, fieldOf, type SettingField } from '~/lib/settings/form';
import { settingsApi } from '~/lib/settings/api';
import { showToast, toastAfterNavigation } from '~/lib/toast';
import { SelectField } from '~/islands/forms/SelectField';
import { SubmitButton } from '~/islands/forms/SubmitButton';
import { TextAreaField } from '~/islands/forms/TextAreaField';
import { TextField } from '~/islands/forms/TextField';

// The shared schema (and yup with it) loads on the first save, off the first paint's budget.
const loadSchema = () => import('~/lib/settings/schemas').then((m) => m.settingsPatchSchema);

function pathErrors(entries: Array<[string, string]>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of entries) out[fieldOf(path)] ??= message;
  return out;
}

export default function SettingsForm(props: { fields: SettingField[] }) {
  const [values, setValues] = useState<Record<string, string | boolean>>(() => Object.fromEntries(props.fields.map((f) => [f.key, f.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const patch = changedPatch(props.fields, values);
    if (Object.keys(patch).length === 0) return void showToast('success', 'Nothing to save');
    setBusy(true);
    try {
      try {
        await (await loadSchema()).validate(patch, { abortEarly: false });
      } catch (error) {
        const inner = (error as { inner?: Array<{ path?: string; message: string }> }).inner ?? [];
        if (!inner.length) throw error;
        return setErrors(pathErrors(inner.map((e) => [e.path ?? '', e.message])));
      }
      await settingsApi(browserHttp).update(patch);
      toastAfterNavigation('success', 'Settings updated successfully');
      window.location.reload();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : new ApiError(0, 'Something went wrong');
      if (apiError.errors) setErrors(pathErrors(Object.entries(apiError.errors)));
      if (!sessionEnded()) void showToast('error', apiError.message);
    } finally {
      setBusy(false);
    }
  }

  const canSave = props.fields.some((f) => f.editable && !f.locked);
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={save} noValidate aria-label="Settings">
      {props.fields.map((field) => {
        const common = { name: field.key, error: errors[field.key] || undefined, disabled: !field.editable || field.locked };
        const text = String(values[field.key] ?? '');
        if (field.kind === 'switch') {
          return (
            <label key={field.key} className="flex items-center gap-3 sm:col-span-2">
              <input
                type="checkbox"
                role="switch"
                name={field.key}
                className="h-5 w-5 accent-primary"
                checked={values[field.key] === true}
                disabled={common.disabled}
                onChange={(e) => set(field.key, e.currentTarget.checked)}
              />
              <span className="text-sm font-medium text-slate-700">{field.label}</span>
              {field.hint && <span className="text-xs text-slate-500">{field.hint}</span>}
            </label>
          );
        }
        if (field.kind === 'select') {
          const options = field.choices ?? (field.options ?? []).map((o) => ({ value: o, label: o }));
          const placeholder = field.choices ? 'None' : 'Choose a format';
          return <SelectField key={field.key} {...common} label={field.label} value={text} options={options} placeholder={placeholder} hint={field.hint} onChange={(v) => set(field.key, v)} />;
        }
        if (field.kind === 'list') {
          return (
            <div key={field.key} className="sm:col-span-2">
              <TextAreaField {...common} label={field.label} value={text} rows={3} onChange={(v) => set(field.key, v)} />
              {field.hint && <p className="mt-1 text-xs text-slate-500">{field.hint}</p>}
            </div>
          );
        }
        return (
          <TextField
            key={field.key}
            {...common}
            label={field.label}
            type={field.kind === 'email' ? 'email' : 'text'}
            value={text}
            {...(field.hint ? { hint: field.hint } : {})}
            onChange={(v) => set(field.key, v)}
          />
        );
      })}
      {canSave && (
        <div className="sm:col-span-2">
          <SubmitButton label="Save settings" busyLabel="Saving..." busy={busy} className="btn-primary" />
        </div>
      )}
    </form>
  );
}
