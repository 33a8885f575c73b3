import { describe, expect, it } from 'vitest';
import { fr } from './fr.ts';
import { frenchSpacing, withFrenchSpacing } from './french-spacing.ts';

describe('frenchSpacing', () => {
  it('puts a no-break space before a colon and a narrow one before ; ! ?', () => {
    expect(frenchSpacing('Sans : oignons ; merci ! Vraiment ?')).toBe(
      'Sans\u00a0: oignons\u202f; merci\u202f! Vraiment\u202f?',
    );
  });

  it('leaves text without spaced punctuation alone (URLs, times)', () => {
    expect(frenchSpacing('https://example.com à 19:30')).toBe('https://example.com à 19:30');
  });

  it('maps every entry of a catalogue', () => {
    expect(withFrenchSpacing({ a: 'Merci !', b: 'Oui' })).toEqual({ a: 'Merci\u202f!', b: 'Oui' });
  });

  it('is applied to the French catalogue: no plain space is left before : ; ! ?', () => {
    for (const [key, text] of Object.entries(fr)) expect(text, key).not.toMatch(/ [:;!?]/);
    expect(fr['address.inside_zone']).toBe('Parfait\u202f! Nous livrons à cette adresse.');
  });
});
