/**
 * A list's status filter as segments (components/list/ListBar `segments`, issue 25 §1): 'All', then
 * each status of the list's display table with the label its badge shows, in the table's order.
 */
export function statusSegments(display: Readonly<Record<string, { label: string }>>): { value: string; label: string }[] {
  return [{ value: '', label: 'All' }, ...Object.entries(display).map(([value, { label }]) => ({ value, label }))];
}
