/**
 * A submit button that shows its busy text and is disabled while the form's call runs, and until its
 * island has hydrated: a form used before then would post natively to the page ('Method Not
 * Allowed', issue 26 defect 6), so it shows as not ready yet instead.
 */
import { useHydrated } from '~/islands/forms/use-hydrated';

export function SubmitButton(props: { label: string; busyLabel: string; busy: boolean; className?: string }) {
  const ready = useHydrated();
  return (
    <button type="submit" className={props.className ?? 'btn-primary w-full'} disabled={props.busy || !ready} aria-busy={props.busy}>
      {props.busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
