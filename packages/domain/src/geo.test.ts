import { describe, expect, it } from 'vitest';
import { deliveryZoneCheck, pointInDeliveryZones, pointInPolygon } from './geo.ts';

// A square around central Florence and an L-shaped (concave) zone further east.
const square = [
  { lat: 43.76, lng: 11.24 },
  { lat: 43.76, lng: 11.27 },
  { lat: 43.78, lng: 11.27 },
  { lat: 43.78, lng: 11.24 },
];
const lShape = [
  { lat: 43.7, lng: 11.3 },
  { lat: 43.7, lng: 11.34 },
  { lat: 43.72, lng: 11.34 },
  { lat: 43.72, lng: 11.32 },
  { lat: 43.74, lng: 11.32 },
  { lat: 43.74, lng: 11.3 },
  { lat: 43.7, lng: 11.3 }, // closed ring: repeats the first point
];
const duomo = { lat: 43.7731, lng: 11.256 };

describe('pointInPolygon', () => {
  it('finds points inside and outside a polygon', () => {
    expect(pointInPolygon(duomo, square)).toBe(true);
    expect(pointInPolygon({ lat: 43.79, lng: 11.256 }, square)).toBe(false);
    expect(pointInPolygon({ lat: 43.77, lng: 11.2 }, square)).toBe(false);
  });

  it('handles a concave polygon given as a closed ring', () => {
    expect(pointInPolygon({ lat: 43.71, lng: 11.33 }, lShape)).toBe(true); // lower arm
    expect(pointInPolygon({ lat: 43.73, lng: 11.31 }, lShape)).toBe(true); // upper arm
    expect(pointInPolygon({ lat: 43.73, lng: 11.33 }, lShape)).toBe(false); // the notch
  });

  it('never finds a point in a degenerate polygon', () => {
    expect(pointInPolygon(duomo, [])).toBe(false);
  });
});

describe('pointInDeliveryZones', () => {
  it('accepts a point inside any of several zones', () => {
    expect(pointInDeliveryZones(duomo, [lShape, square])).toBe(true);
    expect(pointInDeliveryZones({ lat: 43.71, lng: 11.33 }, [square, lShape])).toBe(true);
    expect(pointInDeliveryZones({ lat: 43.73, lng: 11.33 }, [square, lShape])).toBe(false);
    expect(pointInDeliveryZones(duomo, [])).toBe(false);
  });
});

describe('deliveryZoneCheck', () => {
  it('says whether the address is deliverable, with the floor/bell hint inside', () => {
    expect(deliveryZoneCheck(duomo, [square])).toEqual({
      inside: true,
      message: { key: 'address.inside_zone' },
      hint: { key: 'address.floor_bell_hint' },
    });
    expect(deliveryZoneCheck({ lat: 45, lng: 9 }, [square])).toEqual({
      inside: false,
      message: { key: 'address.outside_zone' },
      hint: null,
    });
  });
});
