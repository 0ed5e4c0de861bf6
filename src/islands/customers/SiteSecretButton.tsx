/**
 * Creates or rotates a customer's site secret (issue 14 §3) and shows it once: rotating asks first
 * (the old secret stops working at once). The secret stays on screen, with a copy button, until the
 * dialog is closed; it is never shown again.
 */
import { useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { toastFailure } from '~/lib/api/run-action';
import { customersApi } from '~/lib/customers/api';
import { showToast } from '~/lib/toast';
import { ConfirmDialog } from '~/islands/ConfirmDialog';

export interface SiteSecretButtonProps {
  customerId: string;
  businessName: string;
  /** A secret exists: the button rotates it. */
  exists: boolean;
}

export default function SiteSecretButton(props: SiteSecretButtonProps) {
  const [exists, setExists] = useState(props.exists);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState('');
  const label = exists ? 'Rotate site secret' : 'Create site secret';

  const create = async () => {
    setBusy(true);
    try {
      const { data } = await customersApi(browserHttp).rotateSecret(props.customerId);
      setSecret(data.secret);
      setExists(true);
    } catch (error) {
      toastFailure(error, { fallback: 'Failed to create the site secret' });
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };

  return (
    <>
      <button type="button" className="btn-secondary" onClick={() => (exists ? setAsking(true) : void create())} disabled={busy} aria-busy={busy}>
        {busy && !asking ? 'Creating...' : label}
      </button>
      <ConfirmDialog
        open={asking}
        title={`Rotate the site secret of ${props.businessName}?`}
        confirmLabel="Rotate"
        busyLabel="Rotating..."
        busy={busy}
        danger
        onConfirm={() => void create()}
        onCancel={() => setAsking(false)}
      >
        The current secret stops working at once: the customer's site must be given the new one.
      </ConfirmDialog>
      <ConfirmDialog
        open={secret !== ''}
        title="Site secret"
        confirmLabel="Copy"
        busyLabel="Copying..."
        busy={false}
        onConfirm={() => void navigator.clipboard?.writeText(secret).then(() => showToast('success', 'Copied'))}
        onCancel={() => setSecret('')}
      >
        <p>Copy it now and give it to the customer's site: it will not be shown again.</p>
        <input
          readOnly
          value={secret}
          aria-label="Site secret"
          onFocus={(e) => e.currentTarget.select()}
          className="mt-3 w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs"
        />
      </ConfirmDialog>
    </>
  );
}
