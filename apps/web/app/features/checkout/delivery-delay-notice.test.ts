import { describe, expect, it } from 'vitest';
import type { Configuration } from '@ordina/contracts';
import { deliveryDelayNotice } from './delivery-delay-notice.ts';

// An Italian business (default it) with the parameter of spec §2 and per-language texts (issue 31 item 6).
const configuration: Pick<Configuration, 'languages' | 'params' | 'delivery_delay_notice'> = {
  languages: [
    { locale: 'it', default: true },
    { locale: 'en', default: false },
    { locale: 'fr', default: false },
  ],
  params: [{ param_name: 'DELIVERY_DELAY_NOTICE', value: ' Sabato sera consegne in ritardo ' }],
  delivery_delay_notice: { en: 'Saturday evening deliveries run late' },
};

describe('deliveryDelayNotice', () => {
  it("shows the business file's text for the page's language", () => {
    expect(deliveryDelayNotice(configuration, 'en')).toBe('Saturday evening deliveries run late');
  });

  it("falls back to the parameter only on a page in the business's own language, the parameter's", () => {
    expect(deliveryDelayNotice(configuration, 'it')).toBe('Sabato sera consegne in ritardo');
    // A French page without its text: no Italian notice.
    expect(deliveryDelayNotice(configuration, 'fr')).toBe('');
  });

  it('is empty when the business has neither', () => {
    expect(deliveryDelayNotice({ ...configuration, params: [], delivery_delay_notice: {} }, 'it')).toBe('');
  });
});
