import { describe, expect, it } from 'vitest';
import {
  TOKEN_RENEWAL_WINDOW_SECONDS,
  tokenExpired,
  tokenNeedsRenewal,
  tokenRenewAt,
  tokenState,
} from './session.ts';

const exp = 1_800_000_000; // seconds since the epoch
const at = (seconds: number) => new Date(seconds * 1000);

describe('token timing', () => {
  it('renews from 1800 s before expiry', () => {
    expect(TOKEN_RENEWAL_WINDOW_SECONDS).toBe(1800);
    expect(tokenRenewAt(exp)).toBe(exp - 1800);
    expect(tokenNeedsRenewal(exp, at(exp - 1801))).toBe(false);
    expect(tokenNeedsRenewal(exp, at(exp - 1800))).toBe(true);
  });

  it('expires at exp', () => {
    expect(tokenExpired(exp, at(exp - 1))).toBe(false);
    expect(tokenExpired(exp, at(exp))).toBe(true);
  });

  it('reports valid, renew, then expired', () => {
    expect(tokenState(exp, at(exp - 3600))).toBe('valid');
    expect(tokenState(exp, at(exp - 60))).toBe('renew');
    expect(tokenState(exp, at(exp + 60))).toBe('expired');
  });
});
