import { describe, expect, it } from 'vitest';
import { redactUrl, urlCarriesSecret } from './secret-urls.ts';

describe('redactUrl', () => {
  it.each([
    ['/cambia-password/Abc_123-xyz', '/cambia-password/[REDACTED]'],
    ['/cambia-password/Abc_123-xyz.data', '/cambia-password/[REDACTED].data'],
    ['/CAMBIA-PASSWORD/Abc_123-xyz?x=1', '/CAMBIA-PASSWORD/[REDACTED]?x=1'],
    ['/ordine/convalida/Abc123', '/ordine/convalida/[REDACTED]'],
    ['/ordine/inviato/42/deadbeef', '/ordine/inviato/42/[REDACTED]'],
    ['/ordine/in-attesa-di-convalida/7/deadbeef/verify_with_email', '/ordine/in-attesa-di-convalida/7/[REDACTED]/verify_with_email'],
    ['/esito-pagamento/successo/42/deadbeef', '/esito-pagamento/successo/42/[REDACTED]'],
    ['/sandbox-pay/sbx_Abc-123', '/sandbox-pay/[REDACTED]'],
    ['/api/order/detail/42/deadbeef/captcha-token', '/api/order/detail/42/[REDACTED]/[REDACTED]'],
    ['/api/order-to-verify/detail/7/deadbeef/captcha-token', '/api/order-to-verify/detail/7/[REDACTED]/[REDACTED]'],
    ['/api/payments/retry/7/deadbeef', '/api/payments/retry/7/[REDACTED]'],
    ['/?verification_code=Abc_123', '/?verification_code=[REDACTED]'],
    ['/_root.data?verification_code=Abc_123&x=1', '/_root.data?verification_code=[REDACTED]&x=1'],
    ['/area-personale/il-mio-account?token=eyJ.a.b', '/area-personale/il-mio-account?token=[REDACTED]'],
    ['/connect/google?code=4%2F0Ab&state=s', '/connect/google?code=[REDACTED]&state=[REDACTED]'],
    ['/x?Password=hunter2&access_token=t&id_token=i&recaptchaToken=r', '/x?Password=[REDACTED]&access_token=[REDACTED]&id_token=[REDACTED]&recaptchaToken=[REDACTED]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
    expect(urlCarriesSecret(url)).toBe(true);
  });

  it.each(['/', '/menu', '/categorie/dolci?a=1', '/cambia-password', '/cambia-password/', '/ordine/inviato/42', '/api/storefront/live?version=x&locale=it', '/%E0%A4%A?x'])(
    'leaves %s alone',
    (url) => {
      expect(redactUrl(url)).toBe(url);
      expect(urlCarriesSecret(url)).toBe(false);
    },
  );
});
