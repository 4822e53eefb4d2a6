import { z } from 'zod';
import { classifSchema, subclassifSchema } from '../profile/classification';
import { oneLineText } from '../shared/one-line';

/**
 * The dictionary (000 §7 `dictionary/*`): the words professionals and recruiters pick from. Interests
 * ('euquero') and competences ('eusou', 'eusei') feed the mosaic; careers ('carreiras') the profile and the
 * opportunity form; states ('estados') the location options. Each term has its Portuguese name (`nome`, the
 * stored key matching reads) and a caption in the reader's language (`nomeCaption`, from `nomeEn` for en-US).
 */

export const DICTIONARY_TERM_MAX_LENGTH = 100;

export const dictionaryTermSchema = z.object({
  _id: z.string(),
  nome: z.string(),
  /** The caption in the request's language (Accept-Language): the English name for en-US when one exists. */
  nomeCaption: z.string(),
  classif: classifSchema,
  subclassif: subclassifSchema.nullable(),
});
export type DictionaryTerm = z.infer<typeof dictionaryTermSchema>;

/** Career (000 §3): _id, nome. Interest (the 'euquero' list): _id, nome. States: _id, nome. */
export const namedEntrySchema = z.object({ _id: z.string(), nome: z.string() });
export type NamedEntry = z.infer<typeof namedEntrySchema>;

/** GET dictionary/dictionary: the mosaic's picking lists, by classif. */
export const mosaicDictionarySchema = z.object({
  euquero: z.array(dictionaryTermSchema),
  eusou: z.array(dictionaryTermSchema),
  eusei: z.array(dictionaryTermSchema),
});
export type MosaicDictionary = z.infer<typeof mosaicDictionarySchema>;

/** GET dictionary/list?classif=…: one classif's terms. */
export const dictionaryListQuerySchema = z.object({ classif: classifSchema });

const termName = oneLineText().trim().min(1).max(DICTIONARY_TERM_MAX_LENGTH);

/** POST dictionary (recruiters): a new Portuguese term. A case-insensitive duplicate of one classif is refused. */
export const dictionaryCreateBodySchema = z.object({
  nome: termName,
  classif: classifSchema,
  subclassif: subclassifSchema.nullish(),
});
export type DictionaryCreateBody = z.infer<typeof dictionaryCreateBodySchema>;

/** POST dictionary/en (recruiters): the English caption of an existing term. */
export const dictionaryEnglishBodySchema = z.object({ _id: z.string().min(1).max(100), nomeEn: termName });
export type DictionaryEnglishBody = z.infer<typeof dictionaryEnglishBodySchema>;

export const DICTIONARY_ERROR_CODES = {
  duplicate: 'DICTIONARY_TERM_EXISTS',
  notFound: 'DICTIONARY_TERM_NOT_FOUND',
} as const;
