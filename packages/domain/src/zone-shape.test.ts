import { describe, expect, it } from 'vitest';
import { openRing, segmentsIntersect, selfIntersection, zoneShapeIssues } from './zone-shape.ts';

const p = (lat: number, lng: number) => ({ lat, lng });
// A square and the same four corners in "bow tie" order (its two long sides cross in the middle).
const square = [p(0, 0), p(0, 1), p(1, 1), p(1, 0)];
const bowTie = [p(0, 0), p(1, 1), p(0, 1), p(1, 0)];

describe('segmentsIntersect', () => {
  it('finds crossing segments and not parallel or apart ones', () => {
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(0, 1), p(1, 0))).toBe(true);
    expect(segmentsIntersect(p(0, 0), p(0, 1), p(1, 0), p(1, 1))).toBe(false);
    expect(segmentsIntersect(p(0, 0), p(1, 1), p(2, 2), p(3, 0))).toBe(false);
  });

  it('counts a touch and an overlap in line as meeting', () => {
    expect(segmentsIntersect(p(0, 0), p(0, 2), p(0, 1), p(1, 1))).toBe(true); // T
    expect(segmentsIntersect(p(0, 0), p(0, 2), p(0, 1), p(0, 3))).toBe(true); // in line
    expect(segmentsIntersect(p(0, 0), p(0, 1), p(0, 2), p(0, 3))).toBe(false); // in line, apart
  });
});

describe('selfIntersection', () => {
  it('accepts a square, a concave L and the demo’s closed ring', () => {
    expect(selfIntersection(square)).toBeNull();
    const l = [p(0, 0), p(0, 2), p(1, 2), p(1, 1), p(2, 1), p(2, 0)];
    expect(selfIntersection(l)).toBeNull();
    expect(selfIntersection([...square, p(0, 0)])).toBeNull();
  });

  it('names the two sides of a bow tie that cross', () => {
    expect(selfIntersection(bowTie)).toEqual([0, 2]);
  });

  it('refuses a corner touching a far side and a side folding back on its neighbour', () => {
    // The fifth point lands on the first side.
    expect(selfIntersection([p(0, 0), p(0, 2), p(2, 2), p(2, 0), p(0, 1)])).not.toBeNull();
    // Out along a line and back over it.
    expect(selfIntersection([p(0, 0), p(0, 2), p(0, 1), p(1, 1)])).not.toBeNull();
  });
});

describe('zoneShapeIssues', () => {
  it('refuses fewer than three distinct points, a closing repeat not counted', () => {
    expect(zoneShapeIssues([p(0, 0), p(0, 1)])).toEqual([{ code: 'too_few_points', points: 2 }]);
    expect(zoneShapeIssues([p(0, 0), p(0, 1), p(0, 0)])).toEqual([{ code: 'too_few_points', points: 2 }]);
    expect(openRing([p(0, 0), p(0, 1), p(1, 1), p(0, 0)])).toHaveLength(3);
  });

  it('refuses a self-intersecting ring and accepts a simple one', () => {
    expect(zoneShapeIssues(bowTie)).toEqual([{ code: 'self_intersecting', sides: [0, 2] }]);
    expect(zoneShapeIssues(square)).toEqual([]);
  });
});
