/**
 * A submit button that shows its busy text and is disabled while the form's call runs.
 */
export function SubmitButton(props: { label: string; busyLabel: string; busy: boolean; className?: string }) {
  return (
    <button type="submit" className={props.className ?? 'btn-primary w-full'} disabled={props.busy} aria-busy={props.busy}>
      {props.busy && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden="true" />}
      {props.busy ? props.busyLabel : props.label}
    </button>
  );
}
