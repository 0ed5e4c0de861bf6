/**
 * Follows an instance while it is in transition (issue 4 point 5): every `intervalMs` (1.5 s) it
 * asks for the instance again until its state settles (pending, rebooting, stopping and shutting
 * down are in transition), handing each answer to `onChange`. A failed read ends the following and
 * goes to `onError` (e.g. 404 once the instance is gone).
 */
import { useEffect, useRef } from 'react';
import { browserHttp } from '~/lib/api/browser';
import { dataCentersApi } from '~/lib/data-centers/api';
import { isTransitional, type DataCenter } from '~/lib/data-centers/model';

/** How often an instance in transition is read again, in ms. */
export const FOLLOW_INTERVAL_MS = 1500;

export function useFollowInstance(
  instance: DataCenter,
  onChange: (next: DataCenter) => void,
  onError: (error: unknown) => void,
  intervalMs = FOLLOW_INTERVAL_MS,
): void {
  // The latest callbacks, so that a new render does not restart the timer.
  const handlers = useRef({ onChange, onError });
  handlers.current = { onChange, onError };
  const moving = isTransitional(instance.instance_state.name);

  useEffect(() => {
    if (!moving) return;
    let cancelled = false;
    // One read per answer: each new instance object schedules the next read.
    const timer = setTimeout(() => {
      dataCentersApi(browserHttp)
        .get(instance.id)
        .then(({ data }) => !cancelled && handlers.current.onChange(data))
        .catch((error: unknown) => !cancelled && handlers.current.onError(error));
    }, intervalMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [instance, moving, intervalMs]);
}
