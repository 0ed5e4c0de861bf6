import { beforeEach, describe, expect, it } from 'vitest';
import { hasKeptSelection, SELECTION_KEY } from '~/lib/list/select';
import { chooseAllMatching, chooseRows, clearSelection, openSelection, selectionOf } from '~/stores/selection';

const PATH = '/owner-inventory/dashboard/resellers/all-resellers';
let kept: Map<string, string>;
const storage = { getItem: (key: string) => kept.get(key) ?? null, setItem: (key: string, value: string) => void kept.set(key, value) };

beforeEach(() => {
  kept = new Map();
});

describe('the selection store', () => {
  it('keeps the chosen rows of a list across pages (a new page opens it again), each with its actions', () => {
    openSelection(PATH, 'status=active', storage);
    chooseRows(PATH, 'status=active', { a: ['suspend'], b: ['suspend'] }, true);
    chooseRows(PATH, 'status=active', { b: ['suspend'] }, false);
    expect(hasKeptSelection(kept.get(SELECTION_KEY) ?? null, PATH)).toBe(true);
    expect(openSelection(PATH, 'status=active', storage)).toEqual({ filter: 'status=active', rows: { a: ['suspend'] }, all: false });
    expect(selectionOf('/other-list', '')).toEqual({ filter: '', rows: {}, all: false });
  });

  it('drops a list’s selection when it is opened with another filter, and on clear', () => {
    openSelection(PATH, '', storage);
    chooseRows(PATH, '', { a: [] }, true);
    expect(openSelection(PATH, 'q=acme', storage).rows).toEqual({});
    chooseRows(PATH, 'q=acme', { a: [] }, true);
    clearSelection(PATH);
    expect(hasKeptSelection(kept.get(SELECTION_KEY) ?? null, PATH)).toBe(false);
    expect(openSelection(PATH, 'q=acme', storage).rows).toEqual({});
  });

  it('chooses all matching until a row is left out', () => {
    openSelection(PATH, '', storage);
    chooseRows(PATH, '', { a: [], b: [] }, true);
    chooseAllMatching(PATH, '', true);
    expect(openSelection(PATH, '', storage).all).toBe(true);
    chooseRows(PATH, '', { a: [] }, false);
    expect(selectionOf(PATH, '')).toEqual({ filter: '', rows: { b: [] }, all: false });
  });
});
