import type { Locale } from '@ordina/contracts';

/** The privacy-policy address of configuration.routes.privacy_policy with every `{locale}` replaced (spec §2). */
export function privacyPolicyUrl(template: string, locale: Locale): string {
  return template.replaceAll('{locale}', locale);
}
