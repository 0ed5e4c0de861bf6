/**
 * The edit dialog of a leads table row (issue 5 point 4): the lead form in edit mode inside a modal
 * <dialog>. The data center choices load when it opens (running ones plus the lead's own), so a
 * page view of the table costs no data-center call.
 */
import { useEffect, useRef, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { dataCenterChoices, type DataCenterOption } from '~/lib/leads/data-centers';
import type { LeadFormLead } from '~/lib/leads/form';
import { MSG } from '~/lib/messages';
import { LeadForm } from '~/islands/leads/LeadForm';

/** The largest page of the data-center list; a business has far fewer instances. */
const DATA_CENTER_PAGE = 100;

export function EditLeadDialog(props: { lead: LeadFormLead; domain?: string; onClose: () => void }) {
  const { lead } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const current = { id: lead.dataCenterId, name: lead.dataCenterName };
  const [options, setOptions] = useState<DataCenterOption[]>(() => dataCenterChoices([], current));
  const [hint, setHint] = useState<string | undefined>('Loading the data centers...');

  useEffect(() => {
    dialog.current?.showModal();
    let live = true;
    dataCentersApi(browserHttp)
      .list({ pageSize: DATA_CENTER_PAGE })
      .then(({ data }) => {
        if (!live) return;
        setOptions(dataCenterChoices(data, current));
        setHint(undefined);
      })
      .catch(() => live && setHint(MSG.errorFetchingDataCenters));
    return () => {
      live = false;
    };
    // Once per opened lead: the dialog is mounted anew for each.
  }, []);

  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        props.onClose();
      }}
      aria-labelledby="edit-lead-title"
      className="m-auto max-h-[calc(100%-1.5rem)] w-[calc(100%-1.5rem)] max-w-2xl rounded-lg bg-white p-0 shadow-xl backdrop:bg-slate-900/40"
    >
      <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 id="edit-lead-title" className="text-lg font-semibold">
          Edit Lead
        </h2>
        <button type="button" onClick={props.onClose} className="rounded-md px-2 py-1 text-slate-500 hover:bg-slate-100" aria-label="Close">
          ✕
        </button>
      </div>
      <div className="p-5">
        <LeadForm
          lead={lead}
          dataCenters={options}
          onCancel={props.onClose}
          {...(props.domain ? { domain: props.domain } : {})}
          {...(hint ? { dataCentersHint: hint } : {})}
        />
      </div>
    </dialog>
  );
}
