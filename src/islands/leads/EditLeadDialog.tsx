/**
 * The edit dialog of a leads list row (issue 5 point 4): the lead form in edit mode in the one
 * dialog shell (ModalDialog). The data center choices load when it opens (running ones plus the
 * lead's own), so a page view of the list costs no data-center call.
 */
import { useEffect, useState } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { dataCenterChoices, type DataCenterOption } from '~/lib/leads/data-centers';
import type { LeadFormLead } from '~/lib/leads/form';
import { MSG } from '~/lib/messages';
import { ModalDialog } from '~/islands/ModalDialog';
import { LeadForm } from '~/islands/leads/LeadForm';

/** The largest page of the data-center list; a business has far fewer instances. */
const DATA_CENTER_PAGE = 100;

export function EditLeadDialog(props: { lead: LeadFormLead; domain?: string; onClose: () => void }) {
  const { lead } = props;
  const current = { id: lead.dataCenterId, name: lead.dataCenterName };
  const [options, setOptions] = useState<DataCenterOption[]>(() => dataCenterChoices([], current));
  const [hint, setHint] = useState<string | undefined>('Loading the data centers...');

  useEffect(() => {
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
    <ModalDialog open title="Edit Lead" onClose={props.onClose} closeButton wide>
      <LeadForm
        lead={lead}
        dataCenters={options}
        onCancel={props.onClose}
        {...(props.domain ? { domain: props.domain } : {})}
        {...(hint ? { dataCentersHint: hint } : {})}
      />
    </ModalDialog>
  );
}
