import { describe, expect, it } from 'vitest';
import { donutArcs, HBAR, hbarLabelLines, hbarRects, linePoints, niceTicks, sparseLabels, stackedRects, yOf } from '~/lib/dashboards/geometry';

const plot = { width: 400, height: 200, left: 0, top: 0 };

describe('niceTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten up to at least the maximum', () => {
    expect(niceTicks(10)).toEqual([0, 5, 10]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(1234)).toEqual([0, 500, 1000, 1500]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(0.3)).toEqual([0, 0.1, 0.2, 0.3]);
    expect(niceTicks(2, 4, true)).toEqual([0, 1, 2]);
    expect(niceTicks(2)).toEqual([0, 0.5, 1, 1.5, 2]);
  });
});

describe('hbarRects', () => {
  it('gives each category a row and a length proportional to its value', () => {
    const { bars, ticks, span, height } = hbarRects([{ label: 'A', value: 10 }, { label: 'B', value: 5 }, { label: 'C', value: 0 }]);
    expect(ticks).toEqual([0, 5, 10]);
    expect(span).toBe(HBAR.width - HBAR.labelWidth - HBAR.valueRoom);
    expect(bars.map((b) => b.width)).toEqual([span, span / 2, 0]);
    expect(bars.map((b) => b.y)).toEqual([HBAR.top + 4.5, HBAR.top + 34.5, HBAR.top + 64.5]);
    expect(bars.every((b) => b.x === HBAR.labelWidth)).toBe(true);
    expect(height).toBe(HBAR.top + 3 * HBAR.row + HBAR.axis);
  });

  it('draws no bar for no categories', () => {
    expect(hbarRects([]).bars).toEqual([]);
  });
});

describe('stackedRects', () => {
  it('stacks the series of each bar from the bottom and leaves out empty segments', () => {
    const { segments, ticks } = stackedRects([{ label: 'Mon', values: [3, 1] }, { label: 'Tue', values: [0, 2] }], plot);
    expect(ticks.at(-1)).toBe(4);
    expect(segments).toEqual([
      expect.objectContaining({ series: 0, y: 50, height: 150, value: 3, label: 'Mon' }),
      expect.objectContaining({ series: 1, y: 0, height: 50, value: 1, label: 'Mon' }),
      expect.objectContaining({ series: 1, y: 100, height: 100, value: 2, label: 'Tue' }),
    ]);
  });
});

describe('linePoints', () => {
  it('spreads points from the left edge to the right and draws one path through them', () => {
    const { points, path } = linePoints([{ label: 'a', value: 0 }, { label: 'b', value: 10 }, { label: 'c', value: 5 }], plot);
    expect(points.map((p) => [p.x, p.y])).toEqual([[0, 200], [200, 0], [400, 100]]);
    expect(path).toBe('M0 200 L200 0 L400 100');
  });

  it('puts a single point in the middle', () => {
    expect(linePoints([{ label: 'a', value: 4 }], plot).points[0]?.x).toBe(200);
  });
});

describe('donutArcs', () => {
  it('gives each non-zero item a ring segment of its share, clockwise from the top', () => {
    const arcs = donutArcs([{ label: 'a', value: 1 }, { label: 'b', value: 0 }, { label: 'c', value: 3 }], 100, 100, 90, 50);
    expect(arcs.map((a) => [a.label, a.share])).toEqual([['a', 0.25], ['c', 0.75]]);
    expect(arcs[0]!.path.startsWith('M100 10 A90 90 0 0 1 190 100')).toBe(true);
    expect(arcs[1]!.path).toContain('A90 90 0 1 1 100 10');
  });

  it('draws one whole ring as two halves and nothing for no data', () => {
    expect(donutArcs([{ label: 'all', value: 5 }])[0]!.path.match(/M/g)).toHaveLength(2);
    expect(donutArcs([{ label: 'none', value: 0 }])).toEqual([]);
  });
});

describe('sparseLabels and yOf', () => {
  it('labels every position when few, else the first, the last and evenly between', () => {
    expect([...sparseLabels(3, 7)]).toEqual([0, 1, 2]);
    expect([...sparseLabels(31, 4)]).toEqual([0, 10, 20, 30]);
  });

  it('maps 0 to the bottom and the axis top to the top', () => {
    expect(yOf(0, 10, plot)).toBe(200);
    expect(yOf(10, 10, plot)).toBe(0);
  });
});

describe('hbarLabelLines (issue 26 §8)', () => {
  it('keeps a short name on one line and breaks a longer one between words, whole', () => {
    expect(hbarLabelLines('HR Manager')).toEqual(['HR Manager']);
    expect(hbarLabelLines('Inventory Manager')).toEqual(['Inventory', 'Manager']);
    expect(hbarLabelLines('Customer Support Lead')).toEqual(['Customer Support', 'Lead']);
  });

  it('cuts only what does not fit two lines, and a single word longer than a line', () => {
    expect(hbarLabelLines('Regional Inventory Operations Manager')).toEqual(['Regional Inventory', 'Operations Manager']);
    expect(hbarLabelLines('Regional Inventory Operations Manager East')).toEqual(['Regional Inventory', 'Operations Manager…']);
    expect(hbarLabelLines('Supercalifragilisticexpialidocious')).toEqual(['Supercalifragilist…']);
  });
});
