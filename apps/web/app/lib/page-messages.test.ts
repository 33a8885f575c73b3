import { moneyPatternFor } from '@ordina/i18n';
import { describe, expect, it } from 'vitest';
import { pageMessages, pageMessagesJson } from './page-messages.ts';

describe('pageMessages', () => {
  it('carries the page language catalogue and each configured language in its own name', () => {
    const messages = pageMessages('it', ['it', 'fr', 'de']);
    expect(messages.locale).toBe('it');
    expect(messages.catalogue['nav.contacts']).toBe('Contatti');
    expect(messages.nativeNames).toEqual({ it: 'Italiano', fr: 'Français', de: 'Deutsch' });
  });

  it("carries the page language's money pattern, so the browser writes amounts without Intl (decision 028)", () => {
    expect(pageMessages('it', ['it']).money).toEqual(moneyPatternFor('it'));
    expect(pageMessages('en', ['it', 'en']).money).toMatchObject({
      prefix: '€',
      suffix: '',
      decimal: '.',
      group: ',',
    });
  });
});

describe('pageMessagesJson', () => {
  it('is safe inline-script text that parses back to the messages', () => {
    const text = pageMessagesJson('en', ['it', 'en']);
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual(pageMessages('en', ['it', 'en']));
  });
});
