/**
 * The starting values of a form's text fields: each key's value in the record being edited, and ''
 * where there is none (a new record, or an optional field left empty). Dependency-free, so that an
 * island loads it before hydration.
 */
export function textValues<K extends string>(record: Partial<Record<K, string | null | undefined>> | undefined, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, record?.[key] ?? ''])) as Record<K, string>;
}
