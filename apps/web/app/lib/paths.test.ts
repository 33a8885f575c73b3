import { describe, expect, it } from 'vitest';
import { pathIsLocal, paths } from './paths.ts';

describe('paths', () => {
  it('builds the spec paths', () => {
    expect(paths.category('pizze-rosse')).toBe('/categorie/pizze-rosse');
    expect(paths.contacts).toBe('/contatti');
    expect(paths.menu).toBe('/menu');
  });

  it('builds the account paths of spec §2', () => {
    expect(paths.changePassword('a/b c')).toBe('/cambia-password/a%2Fb%20c');
    expect(paths.account).toBe('/area-personale/il-mio-account');
    expect(paths.orders).toBe('/area-personale/i-miei-ordini');
    expect(paths.order(42, 'AB-12')).toBe('/area-personale/i-miei-ordini/42/AB-12');
    expect(paths.acceptPrivacy).toBe('/area-personale/accetta-privacy-policy');
    expect(paths.redirecting('logout')).toBe('/reindirizzamento/logout');
    expect(paths.connectGoogle).toBe('/connect/google');
    expect(paths.connectFacebook).toBe('/connect/facebook');
  });
});

describe('pathIsLocal', () => {
  it('accepts paths of this site only', () => {
    expect(pathIsLocal('/categorie/dolci?x=1')).toBe(true);
    expect(pathIsLocal('//evil.example/')).toBe(false);
    expect(pathIsLocal('/\\evil.example/')).toBe(false);
    expect(pathIsLocal('https://evil.example/')).toBe(false);
    expect(pathIsLocal('categorie')).toBe(false);
  });
});
