import { describe, expect, it } from 'vitest';
import { ACTION_FALLBACK, confirmCopy, needsConfirmation } from '~/lib/data-centers/actions';

const subject = { name: 'web-1', isStaticIp: false, publicIp: '198.18.0.9', clients: 0 };

describe('confirmCopy (issue 4 point 5)', () => {
  it('asks before stop, reboot and delete, never before start', () => {
    expect(['start', 'stop', 'reboot', 'delete'].map((a) => needsConfirmation(a as never))).toEqual([false, true, true, true]);
    expect(confirmCopy('start', subject)).toBeUndefined();
  });

  it('names the instance and warns that a stop releases a non-static IP and is still billed', () => {
    const copy = confirmCopy('stop', subject)!;
    expect(copy.title).toBe('Stop web-1?');
    expect(copy.paragraphs.join(' ')).toContain('Its public IP 198.18.0.9 will be released');
    expect(copy.paragraphs).toContain('A stopped instance is still billed.');
  });

  it('says a static IP stays', () => {
    expect(confirmCopy('stop', { ...subject, isStaticIp: true })!.paragraphs.join(' ')).toContain('Its static IP 198.18.0.9 stays attached.');
  });

  it('makes delete destructive and mentions the leads it hosts', () => {
    const copy = confirmCopy('delete', { ...subject, clients: 2 })!;
    expect(copy).toMatchObject({ title: 'Delete web-1?', confirmLabel: 'Delete instance', danger: true });
    expect(copy.paragraphs).toContain('It hosts 2 leads.');
    expect(confirmCopy('reboot', subject)).toMatchObject({ title: 'Reboot web-1?', danger: false });
  });

  it('falls back to the spec §8 messages', () => {
    expect(ACTION_FALLBACK).toEqual({
      start: 'Failed to start instance',
      stop: 'Failed to stop instance',
      reboot: 'Failed to start instance',
      delete: 'Failed to delete instance',
    });
  });
});
