/**
 * The words of the instance action bar (issue 4 point 5): button and busy labels of each action, and
 * the confirmation asked before stop, reboot and delete — naming the instance, and for a stop saying
 * that a non-static public IP is released and that a stopped instance is still billed.
 */
import type { InstanceAction } from '~/lib/data-centers/model';
import { FALLBACK } from '~/lib/messages';

/** Labels of one action: the bar's button, and what the busy button reads while the call runs. */
export const ACTION_LABELS: Readonly<Record<InstanceAction, { button: string; busy: string }>> = {
  start: { button: 'Start', busy: 'Starting...' },
  stop: { button: 'Stop', busy: 'Stopping...' },
  reboot: { button: 'Reboot', busy: 'Rebooting...' },
  delete: { button: 'Delete', busy: 'Deleting...' },
};

/** Spec §8 fallbacks when a failed action carries no server message ('Failed to start instance' also for reboot). */
export const ACTION_FALLBACK: Readonly<Record<InstanceAction, string>> = {
  start: FALLBACK.startInstance,
  stop: FALLBACK.stopInstance,
  reboot: FALLBACK.startInstance,
  delete: FALLBACK.deleteInstance,
};

/** What a confirmation dialog says: a title, its paragraphs, the confirm button and whether it is destructive. */
export interface ConfirmCopy {
  title: string;
  paragraphs: string[];
  confirmLabel: string;
  danger: boolean;
}

/** The facts about the instance that the confirmations mention. */
export interface ConfirmSubject {
  name: string;
  isStaticIp: boolean;
  publicIp: string | null;
  /** How many leads it hosts. */
  clients: number;
}

/** True for the actions that ask first: stop, reboot and delete (issue 4 point 5). */
export function needsConfirmation(action: InstanceAction): boolean {
  return action !== 'start';
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The confirmation before `action` on `subject`; undefined for start, which needs none. */
export function confirmCopy(action: InstanceAction, subject: ConfirmSubject): ConfirmCopy | undefined {
  const { name } = subject;
  if (action === 'stop') {
    const ip = subject.isStaticIp
      ? `Its static IP${subject.publicIp ? ` ${subject.publicIp}` : ''} stays attached.`
      : `Its public IP${subject.publicIp ? ` ${subject.publicIp}` : ''} will be released; it gets a new one when started again.`;
    return {
      title: `Stop ${name}?`,
      paragraphs: [`${name} will shut down and stop serving its sites.`, ip, 'A stopped instance is still billed.'],
      confirmLabel: 'Stop instance',
      danger: false,
    };
  }
  if (action === 'reboot') {
    return {
      title: `Reboot ${name}?`,
      paragraphs: [`${name} will restart and be unreachable for a few moments. Its public IP stays the same.`],
      confirmLabel: 'Reboot instance',
      danger: false,
    };
  }
  if (action === 'delete') {
    const hosted = subject.clients > 0 ? [`It hosts ${plural(subject.clients, 'lead')}.`] : [];
    return {
      title: `Delete ${name}?`,
      paragraphs: [`${name} and its disk will be deleted for good. This cannot be undone.`, ...hosted],
      confirmLabel: 'Delete instance',
      danger: true,
    };
  }
  return undefined;
}
