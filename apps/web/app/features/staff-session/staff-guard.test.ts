import { describe, expect, it } from 'vitest';
import { staffPageIsPublic, staffSignInFor, staffSignInTarget } from './staff-guard.ts';

const ORIGIN = 'https://pizza.example';

describe('the staff guard', () => {
  it('opens only the sign-in and the set-password link without a session', () => {
    expect(staffPageIsPublic('/gestione/accesso')).toBe(true);
    expect(staffPageIsPublic('/gestione/imposta-password/abc')).toBe(true);
    expect(staffPageIsPublic('/gestione')).toBe(false);
    expect(staffPageIsPublic('/gestione/personale')).toBe(false);
  });

  it('comes back to the page it left, and only to a page of the restaurant side', () => {
    expect(staffSignInFor('/gestione/registro?x=1')).toBe(
      '/gestione/accesso?next=%2Fgestione%2Fregistro%3Fx%3D1',
    );
    expect(staffSignInTarget('?next=%2Fgestione%2Fregistro%3Fx%3D1', ORIGIN)).toBe('/gestione/registro?x=1');
    expect(staffSignInTarget('', ORIGIN)).toBe('/gestione');
    for (const next of [
      'https://evil.example/gestione',
      '//evil.example',
      '/area-personale/il-mio-account',
      '/gestione/accesso',
      '/gestionex',
    ]) {
      expect(staffSignInTarget(`?next=${encodeURIComponent(next)}`, ORIGIN), next).toBe('/gestione');
    }
  });
});
