import { describe, expect, it } from 'vitest';
import { bulkActions, rowBulkKinds, type BulkTable } from '~/lib/list/bulk';

const TABLE: BulkTable = {
  endpoint: '/things/bulk',
  noun: { one: 'thing', many: 'things' },
  actions: [
    { kind: 'disable', label: 'Disable', busyLabel: 'Disabling...', text: '' },
    { kind: 'enable', label: 'Enable', busyLabel: 'Enabling...', text: '' },
    { kind: 'export-xlsx', label: 'Export Excel', busyLabel: 'Exporting...', text: '', download: { endpoint: '/things/export', format: 'xlsx' } },
  ],
};

describe('bulkActions', () => {
  it('offers only the actions the rights allow, in the table order', () => {
    expect(bulkActions(TABLE, { enable: true, 'export-xlsx': true, disable: false })?.actions.map((a) => a.kind)).toEqual(['enable', 'export-xlsx']);
  });

  it('offers no table (no checkbox column) when the rights allow none', () => {
    expect(bulkActions(TABLE, { disable: false })).toBeUndefined();
  });
});

describe('rowBulkKinds', () => {
  it("keeps the row's own actions the table offers, never a download or an action of the row alone", () => {
    expect(rowBulkKinds(TABLE, ['edit', 'enable', 'export-xlsx', 'delete'])).toEqual(['enable']);
  });
});
