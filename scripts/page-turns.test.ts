import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { pageTurns } from './page-turns.mjs';

/** Lets queued turns start (p-limit starts the next one in a microtask). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('pageTurns', () => {
  it('renders the pages in arrival order, the next one when an earlier answer is sent', async () => {
    const inTurn = pageTurns(2);
    const answers = [new EventEmitter(), new EventEmitter(), new EventEmitter()];
    const rendered: number[] = [];
    answers.forEach((res, i) => void inTurn(res, () => rendered.push(i)));
    await settle();
    expect(rendered).toEqual([0, 1]);
    answers[1]!.emit('close');
    await settle();
    expect(rendered).toEqual([0, 1, 2]);
  });

  it('does not render for a visitor who left while waiting, nor let them hold a turn', async () => {
    const inTurn = pageTurns(1);
    const first = new EventEmitter();
    const gone = new EventEmitter();
    const next = new EventEmitter();
    const rendered: string[] = [];
    void inTurn(first, () => rendered.push('first'));
    void inTurn(gone, () => rendered.push('gone'));
    void inTurn(next, () => rendered.push('next'));
    await settle();
    gone.emit('close');
    first.emit('close');
    await settle();
    expect(rendered).toEqual(['first', 'next']);
  });
});
