/**
 * Pages rendered in turns (issue 9 §4). With the embedded database a page's work is CPU on the one
 * thread, so rendering more at once only interleaves them: under load every page then finishes late,
 * and some very late. Taking turns in arrival order keeps each page's wait to the queue ahead of it.
 */
import pLimit from 'p-limit';

/**
 * Returns `inTurn(res, render)`, which calls `render()` once fewer than `concurrency` earlier pages
 * are still answering, in arrival order. A turn ends when `res` closes (answer sent, or the visitor
 * left); a visitor who left while waiting is not rendered for. Resolves when the turn ends.
 */
export function pageTurns(concurrency) {
  const turn = pLimit(concurrency);
  return function inTurn(res, render) {
    let left = false;
    const closed = new Promise((resolve) => {
      res.once('close', () => {
        left = true;
        resolve();
      });
    });
    return turn(() => {
      if (!left) render();
      return closed;
    });
  };
}
