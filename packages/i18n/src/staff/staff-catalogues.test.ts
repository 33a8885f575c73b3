import { describe, expect, it } from 'vitest';
import { catalogues } from '../catalogues/index.ts';
import { staffAuditActionText, staffCatalogues, staffErrorText, staffTranslate } from './index.ts';

describe('the restaurant side catalogues', () => {
  it('have exactly the Italian keys in every language, none empty', () => {
    const keys = Object.keys(staffCatalogues.it).sort();
    for (const [locale, catalogue] of Object.entries(staffCatalogues)) {
      expect(Object.keys(catalogue).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(catalogue))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('keep the same placeholders in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(staffCatalogues.it)) {
      for (const [locale, catalogue] of Object.entries(staffCatalogues)) {
        expect(placeholders(catalogue[key as keyof typeof catalogue]), `${locale} ${key}`).toEqual(
          placeholders(text),
        );
      }
    }
  });

  it('fills placeholders, reads error codes and audit actions', () => {
    expect(staffTranslate('it', 'nav.signed_in_as', { name: 'Anna' })).toBe('Accesso come Anna');
    expect(staffTranslate('en', 'members.invited')).toContain('{email}');
    expect(staffErrorText('de', ['UNKNOWN', 'STAFF_FORBIDDEN'])).toBe('Nur der Inhaber kann das tun.');
    expect(staffErrorText('fr', ['NOPE'])).toBe(staffCatalogues.fr['error.GENERIC_ERROR']);
    expect(staffAuditActionText('it', 'staff.revoked')).toBe('Revoca');
    expect(staffAuditActionText('it', 'order.accepted')).toBe('order.accepted');
  });

  it('hold the board switches\u2019 texts, which the customer catalogues do not carry (no staff text in a storefront page)', () => {
    expect(staffTranslate('it', 'board_switches.paused_for', { minutes: 12 })).toBe(
      'Ordini in pausa: riprendono fra 12 min',
    );
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(
        Object.keys(catalogue).filter((key) => key.startsWith('board_switches.')),
        locale,
      ).toEqual([]);
    }
  });
});
