/**
 * The sign-in page's address that brings the user back to `target` afterwards (issue 10 §1). The
 * sign-in page checks `next` again (safeNextPath) before using it; this module stays tiny because
 * every island's API client imports it.
 */
export function signInLink(target: string): string {
  return target && target !== '/' ? `/?next=${encodeURIComponent(target)}` : '/';
}
