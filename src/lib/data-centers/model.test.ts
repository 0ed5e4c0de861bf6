import { describe, expect, it } from 'vitest';
import { actionDoneMessage, actionRefusal, allowedActions, createdMessage, isTransitional, STATE_CODES } from '~/lib/data-centers/model';

describe('allowedActions', () => {
  it('allows stop, reboot and delete on a running instance', () => {
    expect(allowedActions('running')).toEqual({ start: false, stop: true, reboot: true, delete: true });
  });
  it('allows start and delete on a stopped instance', () => {
    expect(allowedActions('stopped')).toEqual({ start: true, stop: false, reboot: false, delete: true });
  });
  it('allows only delete on a pending instance', () => {
    expect(allowedActions('pending')).toEqual({ start: false, stop: false, reboot: false, delete: true });
  });
  it('allows nothing in the other states, nor in an unknown one', () => {
    for (const state of ['stopping', 'rebooting', 'shutting-down', 'terminated', 'unknown', '']) {
      expect(allowedActions(state), state).toEqual({ start: false, stop: false, reboot: false, delete: false });
    }
  });
});

describe('instance states', () => {
  it("carry Lightsail's codes", () => {
    expect(STATE_CODES).toEqual({ pending: 0, running: 16, rebooting: 16, 'shutting-down': 32, terminated: 48, stopping: 64, stopped: 80 });
  });
  it('tell transitions from settled states', () => {
    expect(['pending', 'rebooting', 'stopping', 'shutting-down'].every(isTransitional)).toBe(true);
    expect(['running', 'stopped', 'terminated', 'unknown'].some(isTransitional)).toBe(false);
  });
});

describe('messages', () => {
  it('are the success toasts of spec §8', () => {
    expect(actionDoneMessage('web-1', 'start')).toBe('web-1 has been started.');
    expect(actionDoneMessage('web-1', 'stop')).toBe('web-1 has been stopped.');
    expect(actionDoneMessage('web-1', 'reboot')).toBe('web-1 has been rebooted.');
    expect(actionDoneMessage('web-1', 'delete')).toBe('web-1 has been deleted.');
    expect(createdMessage('web-1')).toBe('web-1 has been created.');
  });
  it('say why a state refuses an action', () => {
    expect(actionRefusal('web-1', 'stopped', 'stop')).toBe('web-1 is stopped, so it cannot be stopped.');
    expect(actionRefusal('web-1', 'shutting-down', 'start')).toBe('web-1 is shutting down, so it cannot be started.');
  });
});
