import { describe, expect, it } from 'vitest';
import { actionsFor, DATA_CENTER_RIGHTS, dataCenterRights } from '~/lib/data-centers/rights';

const holder = (...permissions: string[]) => ({ is_super_admin: false, role: { permissions } });
const everything = dataCenterRights(holder(...Object.values(DATA_CENTER_RIGHTS).flat()));
const at = (name: string) => ({ instance_state: { code: 0, name } });

describe('data-center actionsFor', () => {
  it('shows every permitted action and enables those the state allows', () => {
    expect(actionsFor(at('running'), everything)).toEqual([
      { action: 'start', enabled: false },
      { action: 'stop', enabled: true },
      { action: 'reboot', enabled: true },
      { action: 'delete', enabled: true },
    ]);
    expect(actionsFor(at('stopped'), everything).filter((b) => b.enabled).map((b) => b.action)).toEqual(['start', 'delete']);
    expect(actionsFor(at('stopping'), everything).filter((b) => b.enabled)).toEqual([]);
  });

  it('shows only what the role may do, and nothing to a role that may only look', () => {
    const starter = dataCenterRights(holder(...DATA_CENTER_RIGHTS.view, ...DATA_CENTER_RIGHTS.start));
    expect(actionsFor(at('stopped'), starter)).toEqual([{ action: 'start', enabled: true }]);
    expect(actionsFor(at('running'), dataCenterRights(holder(...DATA_CENTER_RIGHTS.view, ...DATA_CENTER_RIGHTS.open)))).toEqual([]);
  });
});
