import { describe, expect, it } from 'vitest';
import { localPath, pathIsLocal, paths } from './paths.ts';
import { staffPaths } from '../staff-paths.ts';

describe('paths', () => {
  it('builds the restaurant side paths', () => {
    expect(staffPaths.signIn).toBe('/gestione/accesso');
    expect(staffPaths.setPassword('a/b')).toBe('/gestione/imposta-password/a%2Fb');
    expect(staffPaths.order(7)).toBe('/gestione/ordini/7');
    expect([staffPaths.board, staffPaths.members, staffPaths.audit]).toEqual([
      '/gestione',
      '/gestione/personale',
      '/gestione/registro',
    ]);
  });

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

describe('order page paths (spec §2)', () => {
  it('builds the order-sent, to-verify, verify and payment-result paths, each part encoded', () => {
    expect(paths.orderSent(12, 'h4sh')).toBe('/ordine/inviato/12/h4sh');
    expect(paths.orderToVerify('7', 'a/b', 'email')).toBe('/ordine/in-attesa-di-convalida/7/a%2Fb/email');
    expect(paths.orderVerify('c?d e')).toBe('/ordine/convalida/c%3Fd%20e');
    expect(paths.paymentResult('successo', 12, 'x#y')).toBe('/esito-pagamento/successo/12/x%23y');
  });
});

describe('pathIsLocal', () => {
  it('accepts paths of this site only', () => {
    expect(pathIsLocal('/categorie/dolci?x=1')).toBe(true);
    expect(pathIsLocal('//evil.example/')).toBe(false);
    expect(pathIsLocal('/\\evil.example/')).toBe(false);
    expect(pathIsLocal('/\t/evil.example')).toBe(false);
    expect(pathIsLocal('/a\r\nb')).toBe(false);
    expect(pathIsLocal('https://evil.example/')).toBe(false);
    expect(pathIsLocal('categorie')).toBe(false);
  });
});

describe('localPath', () => {
  const origin = 'https://trattoria.example';

  it('gives back a path of the site, with its query and fragment', () => {
    expect(localPath('/categorie/dolci?a=1#top', origin)).toBe('/categorie/dolci?a=1#top');
    expect(localPath('/', origin)).toBe('/');
    // A percent-encoded tab stays inside the path: the browser does not strip it.
    expect(localPath('/%09/evil.example', origin)).toBe('/%09/evil.example');
  });

  it('percent-encodes what a header could not carry as it is', () => {
    expect(localPath('/categorie/caffè e dolci', origin)).toBe('/categorie/caff%C3%A8%20e%20dolci');
  });

  it.each([
    ['a tab the browser would strip to //evil.example', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['CR LF (a second header)', '/a\r\nSet-Cookie: x=1'],
    ['NUL', '/a\u0000b'],
    ['U+2028', '/a\u2028b'],
    ['U+2029', '/a\u2029b'],
    ['DEL', '/a\u007fb'],
    ['a C1 control', '/a\u0085b'],
    ['a backslash (a slash to browsers)', '/\\evil.example'],
    ['a protocol-relative address', '//evil.example/'],
    ['an absolute address', 'https://evil.example/'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a relative path', 'categorie'],
    ['nothing', ''],
  ])('refuses %s', (_label, value) => {
    expect(localPath(value, origin)).toBeNull();
  });
});
