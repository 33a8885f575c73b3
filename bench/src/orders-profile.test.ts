import { describe, expect, it } from 'vitest';
import { profileTop, type CpuProfile } from './orders-profile.ts';

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(idle)', url: '', lineNumber: -1 } },
    {
      id: 2,
      callFrame: {
        functionName: 'compile',
        url: 'file:///w/node_modules/kysely/dist/esm/x.js',
        lineNumber: 9,
      },
    },
    {
      id: 3,
      callFrame: {
        functionName: 'placeOrder',
        url: 'file:///w/packages/db/src/repositories/place-order.ts',
        lineNumber: 140,
      },
    },
    { id: 4, callFrame: { functionName: '(garbage collector)', url: '', lineNumber: -1 } },
  ],
  samples: [1, 2, 2, 3, 4, 1],
  timeDeltas: [5000, 1000, 1000, 2000, 500, 5000],
};

describe('CPU profile top', () => {
  it('sums self time per function and per package or repository file, idle left out of busy', () => {
    const top = profileTop(profile, 10);
    expect(top.totalMs).toBeCloseTo(14.5);
    expect(top.busyMs).toBeCloseTo(4.5);
    expect(top.functions[0]).toMatchObject({ name: 'compile kysely:10', selfMs: 2 });
    expect(top.functions[1]).toMatchObject({
      name: 'placeOrder packages/db/src/repositories/place-order.ts:141',
      selfMs: 2,
    });
    expect(top.places.map((row) => row.name)).toEqual([
      'kysely',
      'packages/db/src/repositories/place-order.ts',
      '(native or V8)',
    ]);
    expect(top.places[0]!.percent).toBeCloseTo((100 * 2) / 4.5);
  });

  it('keeps only the first rows asked for', () => {
    expect(profileTop(profile, 1).functions).toHaveLength(1);
  });
});
