import { isLanguage, localizedAddress } from '@mosaico/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Place names in the reader's language (countries, and major cities in Portuguese): the API keeps the
 * gazetteer's English "City, State, Country"; screens show it translated. Several places ("A / B") each.
 */
export function useLocalizedPlace(): (address: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback(
    (address: string) =>
      isLanguage(language)
        ? address
            .split(/( \/ | \| )/)
            .map((part) => (part === ' / ' || part === ' | ' ? part : localizedAddress(part, language)))
            .join('')
        : address,
    [language],
  );
}
