import { describe, expect, it } from 'vitest';

import { actionCell, attr, cell, drawRows, html, nameCell, NONE, selectCell, statusBadge, statusCell } from '~/components/list/cells';
import type { BulkTable } from '~/lib/list/bulk';

const HOSTILE = `<img src=x onerror="alert('x')">&`;
const ESCAPED = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt;&amp;';

describe('html', () => {
  it('escapes text and attribute values, keeps markup it made, and draws nothing for false, null and undefined', () => {
    const inner = html`<b>${'a < b'}</b>`;
    expect(String(html`<p title="${HOSTILE}">${HOSTILE}${inner}${false}${null}${undefined}${[1, ' ', 'x&y']}</p>`)).toBe(
      `<p title="${ESCAPED}">${ESCAPED}<b>a &lt; b</b>1 x&amp;y</p>`,
    );
  });

  it('writes an attribute only when it has a value', () => {
    expect(String(html`<a${attr('title', 'Tom "T"')}${attr('href', undefined)}${attr('data-x', false)}>`)).toBe('<a title="Tom &quot;T&quot;">');
  });
});

describe('drawRows', () => {
  it('joins the rows into one primitive string (a String object would be read a character at a time by set:html)', () => {
    const drawn = drawRows([{ n: 'a' }, { n: '<b>' }], (r) => html`<tr><td>${r.n}</td></tr>`);
    expect(typeof drawn).toBe('string');
    expect(drawn).toBe('<tr><td>a</td></tr><tr><td>&lt;b&gt;</td></tr>');
  });
});

describe('cell', () => {
  it('sizes a cell by its kind and draws a missing value as a dash written in ASCII', () => {
    expect(String(cell(NONE, { kind: 'date' }))).toBe('<td class="whitespace-nowrap">&mdash;</td>');
    expect(String(cell('Plain'))).toBe('<td>Plain</td>');
  });

  it('cuts long text to one line with the whole of it in title, and an email only when given its title', () => {
    expect(String(cell('A very long note', { kind: 'long', title: 'A very long note' }))).toBe(
      '<td class="max-w-[18rem]"><span class="block truncate" title="A very long note">A very long note</span></td>',
    );
    expect(String(cell('a@b.co', { kind: 'email' }))).toBe('<td class="whitespace-nowrap">a@b.co</td>');
    expect(String(cell('a@b.co', { kind: 'email', title: 'a@b.co' }))).toContain('<span class="block max-w-[16rem] truncate" title="a@b.co">a@b.co</span>');
  });
});

describe('nameCell', () => {
  it('links the name when given its page, keeps each word whole, and escapes the name', () => {
    const drawn = String(nameCell({ name: 'reseller-web-1 <Ltd>', href: '/r?id=1&x=2' }));
    expect(drawn).toContain('<a class="block font-medium link" href="/r?id=1&amp;x=2">');
    expect(drawn).toContain('<span class="whitespace-nowrap">reseller-web-1</span> <span class="whitespace-nowrap">&lt;Ltd&gt;</span>');
  });

  it('shows the code and the cut detail only when given, then the extra lines', () => {
    const bare = String(nameCell({ name: 'Acme' }));
    expect(bare).toBe('<td><span class="block font-medium text-slate-900"><span class="whitespace-nowrap">Acme</span></span></td>');
    const full = String(nameCell({ name: 'Acme', code: 'AC-1', detail: 'ops@acme.test' }, html`<span>extra</span>`));
    expect(full).toContain('<span class="block font-mono text-xs text-slate-500">AC-1</span>');
    expect(full).toContain('title="ops@acme.test">ops@acme.test</span><span>extra</span></td>');
  });
});

describe('statusCell and statusBadge', () => {
  it('draws the badge in its tone with the tag on its line and the extra under it', () => {
    const drawn = String(statusCell({ tone: 'success', label: 'Active', tag: 'Converted' }, html`<span>why</span>`));
    expect(drawn).toContain('bg-green-100 text-green-800">Active</span>');
    expect(drawn).toContain('text-slate-600">Converted</span></span><span>why</span></td>');
    expect(String(statusCell({ tone: 'danger', label: 'Failed', tag: false }))).not.toContain('rounded border');
  });

  it('marks a live badge for the script that rewrites it', () => {
    expect(String(statusBadge({ tone: 'neutral', label: 'stopped', live: true }))).toContain('data-state-badge="">stopped</span>');
    expect(String(statusBadge({ tone: 'neutral', label: 'stopped' }))).not.toContain('data-state-badge');
  });
});

describe('selectCell', () => {
  const table: BulkTable = {
    endpoint: '/things/bulk',
    noun: { one: 'thing', many: 'things' },
    actions: [
      { kind: 'disable', label: 'Disable', busyLabel: 'Disabling...', text: '' },
      { kind: 'export-xlsx', label: 'Export', busyLabel: 'Exporting...', text: '', download: { endpoint: '/things/export', format: 'xlsx' } },
    ],
  };

  it('names the row and lists the bulk actions the row allows, downloads aside', () => {
    const drawn = String(selectCell({ id: 'r1', name: 'Tom & Jerry', table, actions: ['edit', 'disable', 'export-xlsx'] }));
    expect(drawn).toContain('value="r1" data-kinds="disable" aria-label="Select Tom &amp; Jerry"');
  });
});

describe('actionCell', () => {
  it('draws links and buttons named with the row, red for what cannot be undone, the rare ones in one More menu', () => {
    const drawn = String(
      actionCell({ id: 'p1', name: 'Plan "B"', actions: ['edit', 'password', 'delete'], links: { edit: '/edit?id=p1' }, more: ['delete'], labels: { password: 'Set password' } }),
    );
    expect(drawn).toMatch(/<a class="[^"]*" href="\/edit\?id=p1" aria-label="Edit Plan &quot;B&quot;">Edit<\/a>/);
    expect(drawn).toContain('data-action="password" data-row-id="p1" aria-label="Set password Plan &quot;B&quot;">Set password</button>');
    expect(drawn).toContain('popovertarget="more-p1"');
    expect(drawn).toMatch(/<div id="more-p1" popover role="menu"[^>]*><button type="button" role="menuitem" tabindex="-1" class="[^"]*text-red-700" data-action="delete"/);
  });

  it('has no More menu when no action is rare', () => {
    expect(String(actionCell({ id: 'p1', name: 'Plan', actions: ['edit'] }))).not.toContain('More');
  });
});
