import { describe, expect, it } from 'vitest';

import { barChart } from '~/components/dashboards/charts/bar-chart';
import { donutChart } from '~/components/dashboards/charts/donut-chart';
import { kpiCard } from '~/components/dashboards/charts/kpi-card';
import { lineChart } from '~/components/dashboards/charts/line-chart';
import { stackedBarChart } from '~/components/dashboards/charts/stacked-bar-chart';

const HOSTILE = `<img src=x onerror="alert(1)">`;
const format = (v: number) => String(v);
/** Only ASCII characters: one above U+00FF makes the page two-byte, one above U+007F slows its encoding (e2e/ascii-pages.spec.ts). */
const ascii = (markup: string) => [...markup].every((c) => c.charCodeAt(0) <= 0x7f);

describe('dashboard charts as strings', () => {
  it('a bar chart links each bar to its list, names the group, cuts a long name with a reference ellipsis and escapes names', () => {
    const drawn = barChart({
      title: 'Customers by package',
      category: 'Package',
      measure: 'Customers',
      items: [
        { label: HOSTILE, value: 3, href: '/customers?package=a&x=1' },
        { label: 'A package name far too long for one line of the chart', value: 1 },
      ],
      format,
    });
    expect(typeof drawn).toBe('string');
    expect(drawn).not.toContain('<img');
    expect(drawn).toContain('&lt;img src=x');
    expect(drawn).toContain('role="group" aria-label="Customers by package"');
    expect(drawn).toContain('<a href="/customers?package=a&amp;x=1"><g><title>');
    expect(drawn).toContain('&hellip;</text>');
    expect(drawn).toContain('Values of &ldquo;Customers by package&rdquo;');
    expect(ascii(drawn)).toBe(true);
  });

  it('an empty bar chart says there is nothing to count, with its values table still there', () => {
    const drawn = barChart({ title: 'People per role', category: 'Role', measure: 'People', items: [], format });
    expect(drawn).toContain('Nothing to count yet.');
    expect(drawn).not.toContain('<svg');
    expect(drawn).toContain('<th scope="col" class="border-b border-slate-200 py-1 pr-3 font-medium">Role</th>');
  });

  it('a line chart draws a dot a day up to 31 days, labels a few days and links its list', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `Day ${i + 1}`, value: i }));
    expect(lineChart({ title: 'Sign-ins', points: days(30), xLabel: 'Day', yLabel: 'Sign-ins', format, href: '/audit' }).match(/<circle/g)).toHaveLength(30);
    const year = lineChart({ title: 'Sign-ins', points: days(53), xLabel: 'Week from', yLabel: 'Sign-ins', format });
    expect(year).not.toContain('<circle');
    expect(year).toContain('role="img" aria-label="Sign-ins: line chart of Sign-ins per Week from"');
    expect(year).not.toContain('See the list');
  });

  it('a stacked bar chart names its series in the legend with their links, and totals each day in the table', () => {
    const drawn = stackedBarChart({
      title: 'Leads created per day',
      series: [{ name: 'Succeeded', href: '/leads?status=active' }, { name: 'Failed' }],
      items: [{ label: 'Nov 1', values: [2, 1] }],
      xLabel: 'Day',
      yLabel: 'Leads',
      format,
    });
    expect(drawn).toContain('<a href="/leads?status=active" class="text-primary underline">Succeeded</a>');
    expect(drawn).toContain('<tr><th scope="row" class="py-1 pr-3 font-normal">Nov 1</th><td class="py-1 pr-3">2</td><td class="py-1 pr-3">1</td><td class="py-1 pr-3">3</td></tr>');
  });

  it('a donut chart with nothing counted draws its empty ring and a share of 0 for each item', () => {
    const drawn = donutChart({ title: 'Customers by status', items: [{ label: 'Active', value: 0 }], category: 'Status', format, percent: (v) => `${v}%`, totalLabel: 'customers' });
    expect(drawn).toContain('stroke="#e2e8f0" stroke-width="35"');
    expect(drawn).toContain('0 &middot; 0%');
  });

  it('a KPI card links its list and says the change in words, its arrow a character reference hidden from screen readers', () => {
    const up = kpiCard({ label: 'Leads created', value: '12', previous: '10', direction: 'up', change: '+20%', href: '/leads' });
    expect(up).toMatch(/^<a href="\/leads"/);
    expect(up).toContain('<span aria-hidden="true">&#9650; </span>+20% <span class="text-slate-500">vs the previous period (10)</span>');
    const none = kpiCard({ label: 'Customers', value: '0', previous: '0', direction: 'none', change: '' });
    expect(none).toMatch(/^<div class=/);
    expect(none).toContain('Nothing to compare with in the previous period');
  });
});
