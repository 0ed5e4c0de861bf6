/**
 * An instance's state as a coloured pill (issue 4 point 5), the island's twin of the pages'
 * StatusBadge: green running, amber while in transition (with a spinner), grey stopped, red going away.
 */
import { isTransitional } from '~/lib/data-centers/model';
import { stateLabel, stateTone } from '~/lib/data-centers/view';
import { TONE_CLASS } from '~/lib/tones';

export function StateBadge(props: { stateName: string }) {
  const moving = isTransitional(props.stateName);
  return (
    <span role="status" aria-label="Instance state" className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-medium ${TONE_CLASS[stateTone(props.stateName)]}`}>
      {moving && <span className="h-3 w-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />}
      {stateLabel(props.stateName)}
    </span>
  );
}
