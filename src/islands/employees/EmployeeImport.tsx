/**
 * The employees list's import dialog (issue 12 §4), opened by the list's Import button (a
 * `data-action="import"` page action, shown to `ou:access_import_button::employee`), which hydrates
 * this island on the first click (client:event): choose a .csv or .xlsx, check it (the dry run: how
 * many rows are ready, a table of the row errors), then import it — all rows or none. The template
 * links sit in the dialog.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ConfirmDialog } from '~/islands/ConfirmDialog';
import { actionStore, clearAction } from '~/lib/actions/channel';
import type { ImportPreview } from '~/lib/employees/transfer';
import { showToast, toastAfterNavigation } from '~/lib/toast';

const ENDPOINT = '/api/v1/employees/import';

/** The `data-action` of the list's Import button. */
export const IMPORT_ACTION = 'import';

async function send(file: File, dryRun: boolean): Promise<{ ok: boolean; message: string; data?: ImportPreview }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(dryRun ? `${ENDPOINT}?dryRun=1` : ENDPOINT, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({ message: 'Something went wrong' }))) as { message: string; data?: ImportPreview };
  return { ok: response.ok, ...body };
}

export default function EmployeeImport() {
  const request = useSyncExternalStore(actionStore.subscribe, actionStore.get, actionStore.getServer);
  const open = request?.kind === IMPORT_ACTION;
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setPreview(null);
    setProblem('');
  };
  const check = async (chosen: File) => {
    setBusy(true);
    try {
      const result = await send(chosen, true);
      setPreview(result.ok ? (result.data ?? null) : null);
      setProblem(result.ok ? '' : result.message);
    } finally {
      setBusy(false);
    }
  };
  const commit = async () => {
    if (!file) return setProblem('Choose a file first.');
    if (!preview || preview.errors.length) return void check(file);
    setBusy(true);
    const result = await send(file, false);
    if (result.ok) {
      toastAfterNavigation('success', result.message);
      window.location.reload();
      return;
    }
    setBusy(false);
    setPreview(result.data ?? null);
    setProblem(result.message);
    void showToast('error', result.message);
  };
  const ready = preview && preview.errors.length === 0 && preview.ready > 0;
  // Each click on Import opens the dialog afresh.
  useEffect(() => {
    if (open) reset();
  }, [request]);

  return (
    <>
      <ConfirmDialog
        open={open}
        title="Import employees"
        confirmLabel={ready ? `Import ${preview.ready} employees` : 'Check file'}
        busyLabel="Working..."
        busy={busy}
        onConfirm={() => void commit()}
        onCancel={clearAction}
      >
        <p className="text-sm text-slate-600">
          A .csv or .xlsx file of up to 10,000 rows and 5 MB, with the columns first_name, last_name, email, contact, department, designation
          and role (names as the console shows them, e.g. HR Manager). Template: <a className="text-primary underline" href="/api/v1/employees/import-template?format=csv">CSV</a>{' '}
          or <a className="text-primary underline" href="/api/v1/employees/import-template?format=xlsx">Excel</a>.
        </p>
        <label className="mt-3 flex flex-col gap-1 text-sm font-medium text-slate-700">
          File
          <input
            type="file"
            accept=".csv,.xlsx"
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              reset();
              setFile(chosen);
              if (chosen) void check(chosen);
            }}
          />
        </label>
        {problem && (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        )}
        {preview && (
          <div className="mt-3" data-import-preview>
            <p className="text-sm" role="status">
              {preview.ready} row{preview.ready === 1 ? '' : 's'} ready; {preview.errors.length} error{preview.errors.length === 1 ? '' : 's'}
              {preview.errors.length ? ': fix them in the file and choose it again. Nothing is imported while any row is wrong.' : '.'}
            </p>
            {preview.errors.length > 0 && (
              <div className="mt-2 max-h-64 overflow-auto rounded-md border border-slate-200">
                <table className="w-full border-collapse text-left text-xs">
                  <caption className="sr-only">Rows with errors</caption>
                  <thead className="sticky top-0 bg-slate-50 text-slate-600">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Row
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Column
                      </th>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Error
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {preview.errors.slice(0, 500).map((e) => (
                      <tr key={`${e.row}-${e.field}`} className="align-top">
                        <td className="px-3 py-2 tabular-nums">{e.row}</td>
                        <td className="px-3 py-2 font-mono">{e.field}</td>
                        <td className="px-3 py-2">{e.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </div>
        )}
      </ConfirmDialog>
    </>
  );
}
