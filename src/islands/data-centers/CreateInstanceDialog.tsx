/**
 * The 'Create instance' dialog of the data-center list (issue 4 point 6). It hydrates on the list's
 * CREATE_INSTANCE_EVENT (client:event), so the list ships no React until someone opens it: the
 * first event hydrates and opens it, later events open it again. Closing keeps what was typed.
 */
import { useEffect, useRef, useState } from 'react';
import { CREATE_INSTANCE_EVENT } from '~/lib/data-centers/events';
import { CreateInstanceForm } from '~/islands/data-centers/CreateInstanceForm';

export default function CreateInstanceDialog(props: { listPath: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // 0 on the server (closed); each open counts up. The island hydrates only because someone asked.
  const [opens, setOpens] = useState(0);

  useEffect(() => {
    const open = () => setOpens((n) => n + 1);
    open();
    window.addEventListener(CREATE_INSTANCE_EVENT, open);
    return () => window.removeEventListener(CREATE_INSTANCE_EVENT, open);
  }, []);

  // After the render that holds the form: show the dialog and put the cursor in the first field.
  useEffect(() => {
    const el = dialog.current;
    if (!el || opens === 0) return;
    if (!el.open) el.showModal();
    el.querySelector<HTMLInputElement>('input[name="instanceName"]')?.focus();
  }, [opens]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="create-instance-title"
      className="m-auto w-[calc(100%-1.5rem)] max-w-2xl rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id="create-instance-title" className="text-lg font-semibold">
          Create instance
        </h2>
        <button type="button" onClick={close} className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
          ✕
        </button>
      </div>
      <div className="p-5">{opens > 0 && <CreateInstanceForm listPath={props.listPath} onCancel={close} />}</div>
    </dialog>
  );
}
