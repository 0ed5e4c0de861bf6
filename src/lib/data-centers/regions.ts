/**
 * The 13 cloud regions the console offers (spec §3 "Regions"): Lightsail region codes with the city
 * label the screens show in their place (spec §2 "Data center detail page": region as a city label).
 */

/** The regions in the spec's order. */
export const REGIONS = [
  { code: 'us-east-1', label: 'Virginia' },
  { code: 'ap-southeast-1', label: 'Singapore' },
  { code: 'us-east-2', label: 'Ohio' },
  { code: 'us-west-2', label: 'Oregon' },
  { code: 'eu-west-1', label: 'Ireland' },
  { code: 'eu-west-2', label: 'London' },
  { code: 'eu-west-3', label: 'Paris' },
  { code: 'eu-central-1', label: 'Frankfurt' },
  { code: 'ap-northeast-2', label: 'Seoul' },
  { code: 'ap-northeast-1', label: 'Tokyo' },
  { code: 'ap-southeast-2', label: 'Sydney' },
  { code: 'ap-south-1', label: 'Mumbai' },
  { code: 'eu-north-1', label: 'Stockholm' },
] as const;

/** A region code of the list, e.g. 'us-east-1'. */
export type RegionCode = (typeof REGIONS)[number]['code'];

/** Every region code, in the spec's order. */
export const REGION_CODES: readonly RegionCode[] = REGIONS.map((r) => r.code);

const LABELS = new Map<string, string>(REGIONS.map((r) => [r.code, r.label]));

/** True when `value` is one of the 13 region codes. */
export function isRegion(value: unknown): value is RegionCode {
  return typeof value === 'string' && LABELS.has(value);
}

/**
 * The city label of a region code, e.g. 'us-east-1' → 'Virginia'. An unknown code is returned as it
 * is, so a region the list does not know still shows something true.
 */
export function regionLabel(code: string): string {
  return LABELS.get(code) ?? code;
}

/**
 * The region codes whose code or city label contains `text`, ignoring case: lets a search for
 * "tokyo" find instances stored under 'ap-northeast-1'.
 */
export function regionsMatching(text: string): RegionCode[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return REGIONS.filter((r) => r.code.includes(needle) || r.label.toLowerCase().includes(needle)).map((r) => r.code);
}
