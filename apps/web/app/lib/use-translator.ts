import { useMemo } from 'react';
import { createTranslator } from '@ordina/i18n';
import type { Translator } from '@ordina/i18n';
import { useLocale } from './use-locale.ts';

/** The translator for the page's language: `const t = useTranslator(); t('nav.home')`. */
export function useTranslator(): Translator {
  const locale = useLocale();
  return useMemo(() => createTranslator(locale), [locale]);
}
