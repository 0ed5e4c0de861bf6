/**
 * Flash toasts: a message that survives one redirect, carried in a short-lived cookie, shown by the
 * next page and then forgotten.
 */
export type ToastKind = 'success' | 'error' | 'warning';

export interface Flash {
  kind: ToastKind;
  message: string;
}

export const FLASH_COOKIE = 'flash';

/** Encodes a flash for the cookie. */
export function encodeFlash(flash: Flash): string {
  return encodeURIComponent(JSON.stringify(flash));
}

/** Decodes a flash cookie; undefined for anything malformed. */
export function decodeFlash(value: string | undefined): Flash | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(decodeURIComponent(value)) as Partial<Flash>;
    if (typeof parsed.message !== 'string' || !['success', 'error', 'warning'].includes(parsed.kind ?? '')) return undefined;
    return { kind: parsed.kind as Flash['kind'], message: parsed.message.slice(0, 300) };
  } catch {
    return undefined;
  }
}
