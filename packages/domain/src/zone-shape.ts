import type { LatLng } from '@ordina/contracts';

/*
 * The shapes a delivery zone may take (issue 35, the owner's delivery editor; docs/decisions/057): a
 * simple polygon of at least three distinct points. A ring that crosses itself has no clear inside
 * (the ray casting of pointInPolygon would answer an even-odd patchwork the owner never meant), and
 * fewer than three points enclose nothing. The back office refuses both before sending, and the
 * server's business-file check refuses them with this same rule, so both refuse the same shapes.
 */

/** Why a zone is refused: too few points, or two of its sides cross (the sides' indexes, 0 = first to second point). */
export type ZoneShapeIssue =
  | { readonly code: 'too_few_points'; readonly points: number }
  | { readonly code: 'self_intersecting'; readonly sides: readonly [number, number] };

/** The ring's points without the closing repeat of its first point (a ring may or may not repeat it). */
export function openRing(zone: readonly LatLng[]): LatLng[] {
  const first = zone[0];
  const last = zone[zone.length - 1];
  if (zone.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng)
    return zone.slice(0, -1);
  return [...zone];
}

// The sign of the turn a → b → c (lng as x, lat as y): 1 left, -1 right, 0 in line.
function turn(a: LatLng, b: LatLng, c: LatLng): number {
  const cross = (b.lng - a.lng) * (c.lat - a.lat) - (b.lat - a.lat) * (c.lng - a.lng);
  return cross > 0 ? 1 : cross < 0 ? -1 : 0;
}

// Whether c, in line with a and b, lies within the box of a–b (on the segment).
function onSegment(a: LatLng, b: LatLng, c: LatLng): boolean {
  return (
    Math.min(a.lng, b.lng) <= c.lng &&
    c.lng <= Math.max(a.lng, b.lng) &&
    Math.min(a.lat, b.lat) <= c.lat &&
    c.lat <= Math.max(a.lat, b.lat)
  );
}

/** Whether the segments p1–p2 and q1–q2 share a point (crossing, touching or overlapping in line). */
export function segmentsIntersect(p1: LatLng, p2: LatLng, q1: LatLng, q2: LatLng): boolean {
  const d1 = turn(q1, q2, p1);
  const d2 = turn(q1, q2, p2);
  const d3 = turn(p1, p2, q1);
  const d4 = turn(p1, p2, q2);
  if (d1 !== d2 && d3 !== d4 && d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) return true;
  return (
    (d1 === 0 && onSegment(q1, q2, p1)) ||
    (d2 === 0 && onSegment(q1, q2, p2)) ||
    (d3 === 0 && onSegment(p1, p2, q1)) ||
    (d4 === 0 && onSegment(p1, p2, q2))
  );
}

/**
 * The first two sides of the ring that meet anywhere but at the point they share: sides next to each
 * other meet only at their common corner unless they fold back in line; sides apart must not meet at
 * all (a corner touching another side, a repeated point). Null for a simple polygon.
 */
export function selfIntersection(zone: readonly LatLng[]): readonly [number, number] | null {
  const ring = openRing(zone);
  const n = ring.length;
  if (n < 3) return null;
  const at = (i: number) => ring[i % n] as LatLng;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const adjacent = j === i + 1 || (i === 0 && j === n - 1);
      const [a, b, c, d] = [at(i), at(i + 1), at(j), at(j + 1)];
      if (adjacent) {
        // Neighbours share one corner; they overlap only when the far ends fold back onto the other side.
        const [shared, p, q] = j === i + 1 ? [b, a, d] : [a, b, c];
        if (turn(p, shared, q) === 0 && (onSegment(shared, p, q) || onSegment(shared, q, p))) return [i, j];
        continue;
      }
      if (segmentsIntersect(a, b, c, d)) return [i, j];
    }
  }
  return null;
}

/** Every reason a delivery zone is refused (empty: a simple polygon of three or more distinct points). */
export function zoneShapeIssues(zone: readonly LatLng[]): ZoneShapeIssue[] {
  const ring = openRing(zone);
  const distinct = new Set(ring.map((p) => `${p.lat},${p.lng}`)).size;
  if (distinct < 3) return [{ code: 'too_few_points', points: distinct }];
  const sides = selfIntersection(ring);
  return sides === null ? [] : [{ code: 'self_intersecting', sides }];
}
