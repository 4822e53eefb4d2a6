import {
  type Classif,
  DICTIONARY_ERROR_CODES,
  type DictionaryCreateBody,
  type DictionaryEnglishBody,
  type DictionaryTerm,
  type Language,
  type MosaicDictionary,
  type NamedEntry,
  subclassifSchema,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import * as repository from './dictionary.repository';

type Ctx = Pick<AppContext, 'database'>;

/** A term for the reader: English readers get the English caption when one exists, everyone else the Portuguese. */
function termFor(row: repository.TermRow, language: Language): DictionaryTerm {
  const subclassif = subclassifSchema.safeParse(row.subclassif);
  return {
    _id: row.id,
    nome: row.nome,
    nomeCaption: language === 'en-US' && row.nomeEn ? row.nomeEn : row.nome,
    classif: row.classif as Classif,
    subclassif: subclassif.success ? subclassif.data : null,
  };
}

function careerTerm(row: repository.CareerRow): DictionaryTerm {
  return {
    _id: row.id,
    nome: row.nome,
    nomeCaption: row.nome,
    classif: 'carreiras',
    subclassif: 'carreiras',
  };
}

/** GET dictionary/list?classif=: one classif's terms (careers come from their own list). */
export async function listClassif(ctx: Ctx, classif: Classif, language: Language): Promise<DictionaryTerm[]> {
  const db = ctx.database.db;
  if (classif === 'carreiras') return (await repository.listCareers(db)).map(careerTerm);
  return (await repository.listTerms(db, [classif])).map((row) => termFor(row, language));
}

/** GET dictionary/dictionary: what the mosaic picker offers, by classif (000 §5). */
export async function mosaicDictionary(ctx: Ctx, language: Language): Promise<MosaicDictionary> {
  const rows = await repository.listTerms(ctx.database.db, ['euquero', 'eusou', 'eusei']);
  const of = (classif: Classif) =>
    rows.filter((row) => row.classif === classif).map((row) => termFor(row, language));
  return { euquero: of('euquero'), eusou: of('eusou'), eusei: of('eusei') };
}

/**
 * GET dictionary/interests and dictionary/states: {_id, nome} with the stored Portuguese term, since what a form
 * saves from these lists is matched by that name (captions in the reader's language: dictionary/list).
 */
export async function namedEntries(ctx: Ctx, classif: 'euquero' | 'estados'): Promise<NamedEntry[]> {
  const rows = await repository.listTerms(ctx.database.db, [classif]);
  return rows.map((row) => ({ _id: row.id, nome: row.nome }));
}

/** GET dictionary/careers (000 §3 Career: _id, nome). */
export async function careerEntries(ctx: Ctx): Promise<NamedEntry[]> {
  return (await repository.listCareers(ctx.database.db)).map((row) => ({ _id: row.id, nome: row.nome }));
}

/**
 * POST dictionary (recruiters): a new term, trimmed. A term of the same classif with the same name in any case
 * is refused with DICTIONARY_TERM_EXISTS (409).
 */
export async function createTerm(
  ctx: Ctx,
  viewer: CurrentUser,
  body: DictionaryCreateBody,
  language: Language,
): Promise<DictionaryTerm> {
  const db = ctx.database.db;
  const nome = body.nome.trim();
  if (body.classif === 'carreiras') {
    const career = await repository.insertCareer(db, { nome, createdBy: viewer.id });
    if (!career) throw new AppError(409, DICTIONARY_ERROR_CODES.duplicate);
    return careerTerm(career);
  }
  const row = await repository.insertTerm(db, {
    nome,
    classif: body.classif,
    subclassif: body.subclassif ?? null,
    createdBy: viewer.id,
  });
  if (!row) throw new AppError(409, DICTIONARY_ERROR_CODES.duplicate);
  return termFor(row, language);
}

/** POST dictionary/en (recruiters): the English caption of a term. */
export async function setEnglishName(
  ctx: Ctx,
  body: DictionaryEnglishBody,
  language: Language,
): Promise<DictionaryTerm> {
  const row = await repository.setEnglishName(ctx.database.db, body._id, body.nomeEn.trim());
  if (!row) throw new AppError(404, DICTIONARY_ERROR_CODES.notFound);
  return termFor(row, language);
}
