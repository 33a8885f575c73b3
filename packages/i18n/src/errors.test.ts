import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ordina/contracts';
import { en } from './catalogues/en.ts';
import { errorMessage, errorText } from './errors.ts';

describe('errorMessage (spec §8)', () => {
  it('translates the codes, joins them with ", " and prefixes "Attention: "', () => {
    expect(errorMessage('en', ['WRONG_EMAIL', 'WRONG_PHONE'])).toBe(
      'Attention: This e-mail address is not valid, This phone number is not valid',
    );
  });

  it('uses the locale for the texts and the prefix', () => {
    expect(errorMessage('it', ['CART_EMPTY'])).toBe('Attenzione: Il carrello è vuoto');
    expect(errorMessage('fr', ['CART_EMPTY', 'NOT_FOUND'])).toBe(
      'Attention\u00a0: Le panier est vide, Introuvable',
    );
    expect(errorMessage('de', ['WRONG_LOGIN_DATA'])).toBe('Achtung: E-Mail oder Passwort falsch');
  });

  it('keeps the server order and shows a repeated code once', () => {
    expect(errorMessage('en', ['NOT_FOUND', 'CART_EMPTY', 'NOT_FOUND'])).toBe(
      'Attention: Not found, Your cart is empty',
    );
  });

  it('reads unknown codes and an empty list as GENERIC_ERROR', () => {
    expect(errorMessage('en', ['SOMETHING_NEW'])).toBe('Attention: Something went wrong.');
    expect(errorMessage('en', [])).toBe('Attention: Something went wrong.');
    expect(errorMessage('en', ['SOMETHING_NEW', 'OTHER_NEW', 'CART_EMPTY'])).toBe(
      'Attention: Something went wrong., Your cart is empty',
    );
  });
});

describe('errorText', () => {
  it('is the text of one code without the prefix', () => {
    expect(errorText('en', 'HTTP_UNAUTHORIZED')).toBe("You're not allowed to do this");
    expect(errorText('it', 'WRONG_ORDER_VERIFICATION_CODE')).toBe('Codice di verifica inesistente');
    expect(errorText('de', 'toString')).toBe('Vorgang fehlgeschlagen.');
  });

  it('knows every contract code and nothing else: the catalogue key errors.attention is not a code', () => {
    for (const code of ERROR_CODES) expect(errorText('en', code)).toBe(en[`errors.${code}`]);
    expect(errorText('en', 'attention')).toBe('Something went wrong.');
    expect(errorText('en', '')).toBe('Something went wrong.');
  });
});
