/**
 * What may be done to data centers (spec §6 `oi:{action}::datacenter`, issue 4, issue 25 §4): list
 * them, open one, create one, and start, stop, reboot or delete an instance. Read by the pages (the
 * Create instance button, the detail page's action bar) and by the API's guards
 * (server/data-centers/routes.ts).
 */
import { allowedActions, INSTANCE_ACTIONS, type DataCenter, type InstanceAction } from '~/lib/data-centers/model';
import { crud, type PermissionHolder } from '~/lib/permissions';
import { rightsOf, type Rights } from '~/lib/rights';

export const DATA_CENTER_RIGHTS = {
  view: [crud('oi', 'view', 'datacenter')],
  open: [crud('oi', 'view_single_data_center', 'datacenter')],
  add: [crud('oi', 'add', 'datacenter')],
  start: [crud('oi', 'start', 'datacenter')],
  stop: [crud('oi', 'stop', 'datacenter')],
  reboot: [crud('oi', 'reboot', 'datacenter')],
  delete: [crud('oi', 'delete', 'datacenter')],
} as const;

export type DataCenterRights = Rights<typeof DATA_CENTER_RIGHTS>;
export const dataCenterRights = (holder: PermissionHolder | null | undefined): DataCenterRights => rightsOf(DATA_CENTER_RIGHTS, holder);

/** One button of the instance bar: shown because the role may, enabled while the state allows it. */
export interface InstanceButton {
  action: InstanceAction;
  enabled: boolean;
}

/**
 * The action bar's buttons for instance `row` (issue 4 point 5): each action `rights` allow, in
 * the bar's order, enabled when the instance's current state allows it (a stopped one starts, a
 * running one stops or reboots). Empty when the role may do none: the page then shows the state only.
 */
export function actionsFor(row: Pick<DataCenter, 'instance_state'>, rights: DataCenterRights): InstanceButton[] {
  const enabled = allowedActions(row.instance_state.name);
  return INSTANCE_ACTIONS.filter((action) => rights[action]).map((action) => ({ action, enabled: enabled[action] }));
}
