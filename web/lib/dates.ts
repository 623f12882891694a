import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate, type DateLanguage, type DateValue } from '../../common/format';

/**
 * The long date of running text ("27 nov. 2026", "Nov 27, 2026") in the interface language. Lists, tables and
 * forms use `formatDate` from common/format.ts instead: the ISO date, the same in every language.
 */
export function useLongDate(): (value: DateValue) => string {
  const { i18n } = useTranslation();
  const language: DateLanguage = i18n.resolvedLanguage === 'en' ? 'en' : 'sv';
  return useCallback((value: DateValue) => formatLongDate(value, language), [language]);
}
