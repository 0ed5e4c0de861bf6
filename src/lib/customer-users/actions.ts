/**
 * A customer user's page actions (issue 14 §3), a table of the action kit (lib/actions/table.ts):
 * Impersonate opens a form of the reason (at least 10 characters) and the duration (15 minutes by
 * default), checked with the API's own schema, and on success opens the customer's site in a new tab
 * (no opener); End now ends a live hand-off after a confirmation, so its link stops working at once.
 * Which buttons exist: lib/customer-users/rights.ts.
 */
import { actionTable, type ActionRow, type FormSpec } from '~/lib/actions/table';
import { browserHttp } from '~/lib/api/browser';
import { formatDate, type DateStyle } from '~/lib/dates';
import { impersonationApi } from '~/lib/impersonation/api';
import { MINUTE_CHOICES, MINUTES_DEFAULT, REASON_MAX } from '~/lib/impersonation/model';

/** The user (`name` their name; `dates` the settings' zone and format, for when a hand-off ends) or a hand-off ('the impersonation of …'). */
export interface CustomerUserActionRow extends ActionRow {
  dates?: Partial<DateStyle>;
}

const api = () => impersonationApi(browserHttp);

const impersonate: FormSpec<CustomerUserActionRow, undefined> = {
  title: (user) => `Impersonate ${user?.name ?? ''}`,
  intro: () => 'Their site opens in a new tab, signed in as them. The reason is kept in the audit log.',
  submitLabel: () => 'Impersonate',
  schema: () => import('~/lib/impersonation/schemas').then((m) => m.impersonateSchema),
  initial: () => ({ reason: '', minutes: String(MINUTES_DEFAULT) }),
  fields: () => [
    { kind: 'textarea', name: 'reason', label: 'Reason', max: REASON_MAX },
    { kind: 'select', name: 'minutes', label: 'Duration', required: true, placeholder: 'Choose a duration', options: MINUTE_CHOICES.map((m) => ({ value: String(m), label: `${m} minutes` })) },
  ],
  async submit(values, user) {
    const body = await api().start(user!.id, { reason: String(values.reason), minutes: Number(values.minutes) });
    window.open(body.data.url, '_blank', 'noopener');
    return { ...body, message: `Impersonating ${user!.name} in a new tab until ${formatDate(body.data.expiresAt, user!.dates)}.` };
  },
};

export const customerUserActions = actionTable<CustomerUserActionRow>({
  impersonate: { form: impersonate },
  end: {
    confirm: { title: 'End impersonation', text: (handoff) => `End ${handoff.name} now? Its link stops working at once.`, label: 'End now', busyLabel: 'Ending...', danger: true },
    call: (handoff) => api().end(handoff.id),
  },
});
