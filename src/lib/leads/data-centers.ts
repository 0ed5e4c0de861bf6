/**
 * The data center choices of the lead form (issue 5 point 4), built on the server for registration
 * and in the edit dialog: a new subdomain can only point at a running data center.
 */
import type { DataCenter } from '~/lib/data-centers/model';
import { regionLabel } from '~/lib/data-centers/regions';

/** One choice of the data center select. */
export interface DataCenterOption {
  /** The data center's id, sent as `dataCenterId`. */
  id: string;
  /** e.g. 'reseller-web-1 · Virginia', with its state when it is not running. */
  label: string;
  running: boolean;
}

type DataCenterFacts = Pick<DataCenter, 'id' | 'instance_name' | 'instance_region' | 'instance_state'>;

/** The select choice of one data center. */
export function dataCenterOption(dc: DataCenterFacts): DataCenterOption {
  const running = dc.instance_state.name === 'running';
  const place = `${dc.instance_name} · ${regionLabel(dc.instance_region)}`;
  return { id: dc.id, label: running ? place : `${place} (${dc.instance_state.name})`, running };
}

/**
 * The choices of the form: the running data centers, in the order given (a new lead can only be
 * hosted on a running one), plus the lead's current one whatever its state, so an edit keeps it.
 * @param current the edited lead's data center; an id missing from `list` shows under its name
 */
export function dataCenterChoices(list: readonly DataCenterFacts[], current?: { id: string | null; name: string }): DataCenterOption[] {
  const options = list.filter((dc) => dc.instance_state.name === 'running' || dc.id === current?.id).map(dataCenterOption);
  if (current?.id && !options.some((o) => o.id === current.id)) {
    options.unshift({ id: current.id, label: current.name || 'Current data center', running: false });
  }
  return options;
}
