/**
 * The 'Add super admin' dialog of the list. It hydrates on ADD_SUPER_ADMIN_EVENT (client:event), so
 * the list ships no React until someone opens it; later events open it again. Closing keeps the input.
 */
import { useEffect, useRef, useState } from 'react';
import { ADD_SUPER_ADMIN_EVENT } from '~/lib/super-admins/actions';
import { AddSuperAdminForm } from '~/islands/super-admins/AddSuperAdminForm';

export default function AddSuperAdminDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  // 0 on the server (closed); each open counts up.
  const [opens, setOpens] = useState(0);

  useEffect(() => {
    const open = () => setOpens((n) => n + 1);
    open();
    window.addEventListener(ADD_SUPER_ADMIN_EVENT, open);
    return () => window.removeEventListener(ADD_SUPER_ADMIN_EVENT, open);
  }, []);

  useEffect(() => {
    const el = dialog.current;
    if (!el || opens === 0) return;
    if (!el.open) el.showModal();
    el.querySelector<HTMLInputElement>('input[name="name"]')?.focus();
  }, [opens]);

  const close = () => dialog.current?.close();

  return (
    <dialog
      ref={dialog}
      aria-labelledby="add-super-admin-title"
      className="m-auto w-[calc(100%-1.5rem)] max-w-lg rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id="add-super-admin-title" className="text-lg font-semibold">
          Add super admin
        </h2>
        <button type="button" onClick={close} className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
          ✕
        </button>
      </div>
      <div className="p-5">{opens > 0 && <AddSuperAdminForm onCancel={close} />}</div>
    </dialog>
  );
}
