import { describe, expect, it } from 'vitest';
import { redactUrl, redactUrlsInText, urlCarriesSecret } from './secret-urls.ts';

describe('redactUrl', () => {
  it.each([
    ['/cambia-password/Abc_123-xyz', '/cambia-password/[REDACTED]'],
    ['/cambia-password/Abc_123-xyz.data', '/cambia-password/[REDACTED].data'],
    ['/CAMBIA-PASSWORD/Abc_123-xyz?x=1', '/CAMBIA-PASSWORD/[REDACTED]?x=1'],
    ['/ordine/convalida/Abc123', '/ordine/convalida/[REDACTED]'],
    ['/ordine/inviato/42/deadbeef', '/ordine/inviato/42/[REDACTED]'],
    [
      '/ordine/in-attesa-di-convalida/7/deadbeef/verify_with_email',
      '/ordine/in-attesa-di-convalida/7/[REDACTED]/verify_with_email',
    ],
    ['/esito-pagamento/successo/42/deadbeef', '/esito-pagamento/successo/42/[REDACTED]'],
    ['/sandbox-pay/sbx_Abc-123', '/sandbox-pay/[REDACTED]'],
    ['/api/order/detail/42/deadbeef/captcha-token', '/api/order/detail/42/[REDACTED]/[REDACTED]'],
    [
      '/api/order-to-verify/detail/7/deadbeef/captcha-token',
      '/api/order-to-verify/detail/7/[REDACTED]/[REDACTED]',
    ],
    ['/api/order-to-verify/7/deadbeef/resend', '/api/order-to-verify/7/[REDACTED]/resend'],
    ['/api/order/42/deadbeef/payment-method', '/api/order/42/[REDACTED]/payment-method'],
    ['/api/payments/retry/7/deadbeef', '/api/payments/retry/7/[REDACTED]'],
    ['/?verification_code=Abc_123', '/?verification_code=[REDACTED]'],
    ['/_root.data?verification_code=Abc_123&x=1', '/_root.data?verification_code=[REDACTED]&x=1'],
    ['/area-personale/il-mio-account?token=eyJ.a.b', '/area-personale/il-mio-account?token=[REDACTED]'],
    ['/connect/google?code=4%2F0Ab&state=s', '/connect/google?code=[REDACTED]&state=[REDACTED]'],
    [
      '/x?Password=hunter2&access_token=t&id_token=i&recaptchaToken=r',
      '/x?Password=[REDACTED]&access_token=[REDACTED]&id_token=[REDACTED]&recaptchaToken=[REDACTED]',
    ],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(urlCarriesSecret(url)).toBe(true);
  });

  it.each([
    '/',
    '/menu',
    '/categorie/dolci?a=1',
    '/cambia-password',
    '/cambia-password/',
    '/ordine/inviato/42',
    '/api/storefront/live?version=x&locale=it',
    '/%E0%A4%A?x',
  ])('leaves %s alone', (url) => {
    expect(redactUrl(url)).toBe(url);
    expect(urlCarriesSecret(url)).toBe(false);
  });
});

// Issue 31 item 13: the URLs a log line quotes anywhere (a message, a stack, a JSON field), not only its request line.
describe('redactUrlsInText', () => {
  it.each([
    [
      'You made a POST request to "/cambia-password/Abc_123" but did not provide an `action`',
      'You made a POST request to "/cambia-password/[REDACTED]" but did not provide an `action`',
    ],
    [
      '{"reason":"Error: No route matches URL \\"/ordine/convalida/Abc123\\""}',
      '{"reason":"Error: No route matches URL \\"/ordine/convalida/[REDACTED]\\""}',
    ],
    [
      'fetch https://shop.example/ordine/inviato/42/deadbeef?x=1 failed',
      'fetch https://shop.example/ordine/inviato/42/[REDACTED]?x=1 failed',
    ],
    [
      'at /home?verification_code=Abc and /api/order/detail/1/h/c.',
      'at /home?verification_code=[REDACTED] and /api/order/detail/1/[REDACTED]/[REDACTED]',
    ],
  ])('redacts %s', (text, expected) => {
    expect(redactUrlsInText(text)).toBe(expected);
  });

  it('leaves other text alone, and redacted text as it is', () => {
    for (const text of ['and/or 3/4 /menu at file:///srv/app/main.js:1:2', 'GET /cambia-password/[REDACTED]'])
      expect(redactUrlsInText(text)).toBe(text);
  });
});
