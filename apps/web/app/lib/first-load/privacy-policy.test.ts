import { describe, expect, it } from 'vitest';
import { privacyPolicyUrl } from './privacy-policy.ts';

describe('privacyPolicyUrl', () => {
  it('puts the page language where the configured address says {locale}', () => {
    expect(privacyPolicyUrl('https://policies.example/{locale}/privacy?lang={locale}', 'fr')).toBe(
      'https://policies.example/fr/privacy?lang=fr',
    );
    expect(privacyPolicyUrl('/privacy.html', 'it')).toBe('/privacy.html');
  });
});
