import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  hasConsent,
  parseConsent,
  readConsent,
  saveConsent,
  subscribeConsent,
} from './consent-store.ts';

const all = { analytics: true, marketing: true, errorIdentity: true };
const none = { analytics: false, marketing: false, errorIdentity: false };

afterEach(() => localStorage.clear());

describe('consent store', () => {
  it('has no choice until one is saved, then remembers it', () => {
    expect(readConsent()).toBeNull();
    expect(hasConsent('analytics')).toBe(false);
    saveConsent({ ...none, analytics: true });
    expect(hasConsent('analytics')).toBe(true);
    expect(hasConsent('marketing')).toBe(false);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      version: CONSENT_VERSION,
    });
  });

  it('tells subscribers about a choice made in this tab and in another one', () => {
    const listener = vi.fn();
    const stop = subscribeConsent(listener);
    saveConsent(all);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'something_else' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    saveConsent(none);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('asks again when the stored choice is malformed, of another version or expired', () => {
    const now = Date.UTC(2026, 10, 24);
    const stored = (value: object) => JSON.stringify(value);
    expect(parseConsent('not json', now)).toBeNull();
    expect(
      parseConsent(stored({ version: CONSENT_VERSION + 1, decidedAt: now, purposes: all }), now),
    ).toBeNull();
    expect(
      parseConsent(stored({ version: CONSENT_VERSION, decidedAt: now, purposes: { analytics: true } }), now),
    ).toBeNull();
    expect(
      parseConsent(
        stored({ version: CONSENT_VERSION, decidedAt: now - CONSENT_MAX_AGE_MS - 1, purposes: all }),
        now,
      ),
    ).toBeNull();
    expect(
      parseConsent(stored({ version: CONSENT_VERSION, decidedAt: now - 1000, purposes: all }), now)?.purposes,
    ).toEqual(all);
  });
});
