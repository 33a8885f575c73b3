import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../lib/session/test/session-user.ts';
import { accountAccess, privacyGateRedirect } from './account-access.ts';

const accepted = sessionUser();
const notAccepted = sessionUser({ privacy_policy_accepted: false });
const at = (pathname: string, search = '') => ({ pathname, search });

describe('accountAccess (spec §2 route guard of the personal area)', () => {
  it('waits until the stored session can be read (server render, hydration)', () => {
    expect(accountAccess(false, accepted, at('/area-personale/il-mio-account'))).toEqual({ kind: 'wait' });
  });

  it('sends a visitor who is not logged in home', () => {
    expect(accountAccess(true, null, at('/area-personale/i-miei-ordini'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('sends a user who has not accepted the privacy policy to the accept page, remembering the page and its query', () => {
    expect(accountAccess(true, notAccepted, at('/area-personale/i-miei-ordini', '?x=1'))).toEqual({
      kind: 'redirect',
      to: '/area-personale/accetta-privacy-policy',
      returnTo: '/area-personale/i-miei-ordini?x=1',
    });
  });

  it('shows the accept page to a user who has not accepted', () => {
    expect(accountAccess(true, notAccepted, at('/area-personale/accetta-privacy-policy'))).toEqual({
      kind: 'show',
      user: notAccepted,
    });
  });

  it('sends a user who accepted away from the accept page, and from any page with a token query', () => {
    expect(accountAccess(true, accepted, at('/area-personale/accetta-privacy-policy'))).toEqual({
      kind: 'return',
    });
    expect(accountAccess(true, accepted, at('/area-personale/il-mio-account', '?token=abc'))).toEqual({
      kind: 'return',
    });
  });

  it('shows the personal pages to a user who accepted', () => {
    expect(accountAccess(true, accepted, at('/area-personale/il-mio-account'))).toEqual({
      kind: 'show',
      user: accepted,
    });
    expect(accountAccess(true, accepted, at('/area-personale/i-miei-ordini/3/AB12'))).toEqual({
      kind: 'show',
      user: accepted,
    });
  });
});

describe('privacyGateRedirect (any page)', () => {
  it('leaves guests and users who accepted alone', () => {
    expect(privacyGateRedirect(null, at('/contatti'))).toBeNull();
    expect(privacyGateRedirect(accepted, at('/contatti'))).toBeNull();
  });

  it('sends a user who has not accepted from any page to the accept page, remembering it', () => {
    expect(privacyGateRedirect(notAccepted, at('/categorie/pizze', '?q=1'))).toEqual({
      to: '/area-personale/accetta-privacy-policy',
      returnTo: '/categorie/pizze?q=1',
    });
    expect(privacyGateRedirect(notAccepted, at('/'))).toEqual({
      to: '/area-personale/accetta-privacy-policy',
      returnTo: '/',
    });
  });

  it('does not redirect from the accept page itself nor from the redirecting page (logout, payment)', () => {
    expect(privacyGateRedirect(notAccepted, at('/area-personale/accetta-privacy-policy'))).toBeNull();
    expect(privacyGateRedirect(notAccepted, at('/reindirizzamento/logout'))).toBeNull();
  });
});
