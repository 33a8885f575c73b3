import type { Configuration, Locale } from '@ordina/contracts';
import { languageFirstConfigured } from '@ordina/domain';

/**
 * The checkout's delivery-delay notice (spec §2 FormPage) in the page's
 * language: the business file's text for it (`delivery_delay_notice`, per
 * language like the other notices), else, on a page in the business's own
 * language, the parameter DELIVERY_DELAY_NOTICE (one text, written in that
 * language). A page in another language without its text shows none: the
 * Italian notice on English pages was issue 31 item 6.
 */
export function deliveryDelayNotice(
  configuration: Pick<Configuration, 'delivery_delay_notice' | 'params' | 'languages'>,
  locale: Locale,
): string {
  const text = configuration.delivery_delay_notice[locale]?.trim();
  if (text) return text;
  if (locale !== languageFirstConfigured(configuration.languages)) return '';
  return configuration.params.find((p) => p.param_name === 'DELIVERY_DELAY_NOTICE')?.value.trim() ?? '';
}
