import { mosaicDictionarySchema } from '@mosaico/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from './api-client';

const keyOf = (nome: string) => nome.trim().toLocaleLowerCase();

/**
 * The caption of a dictionary word in the reader's language (issue 22): mosaics store the Portuguese `nome`, so
 * an English screen looks its caption up in the mosaic dictionary the API captions by Accept-Language (the
 * profile's mosaic picker reads the same query). Portuguese readers read `nome` itself and make no call; a word
 * the dictionary does not hold keeps its stored name.
 */
export function useTermCaption(): (nome: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const english = language === 'en-US';
  const dictionary = useQuery({
    queryKey: ['dictionary', 'mosaic', language],
    queryFn: ({ signal }) => apiGet('/dictionary/dictionary', mosaicDictionarySchema, { signal }),
    staleTime: 10 * 60_000,
    enabled: english,
  });
  const captions = useMemo(() => {
    const map = new Map<string, string>();
    if (!english || !dictionary.data) return map;
    for (const term of [...dictionary.data.euquero, ...dictionary.data.eusou, ...dictionary.data.eusei]) {
      map.set(keyOf(term.nome), term.nomeCaption);
    }
    return map;
  }, [english, dictionary.data]);
  return useCallback((nome: string) => captions.get(keyOf(nome)) ?? nome, [captions]);
}
