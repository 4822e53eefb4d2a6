import {
  type FindByKeywordBody,
  type FindByKeywordResponse,
  fileUrlOf,
  type MatchSource,
  type ProfessionalCard,
  type ProfessionalSearchQuery,
  type ProfessionalSearchResponse,
  type ProfessionalSearchType,
  splitKeywordList,
  visibleContact,
} from '@mosaico/domain';
import { AppError } from '../../lib/errors';
import { badgesOf } from '../../lib/professional-badges';
import { toCardEvaluation } from '../evaluations';
import { adherenceToOpportunity } from './compatibility-levels';
import type { SearchContext } from './opportunity-search.service';
import {
  candidatureKindsFor,
  loadCardRows,
  opportunityExists,
  type ProfessionalHit,
  searchProfessionalIds,
  type UserRow,
} from './professional-search.repository';
import type { ProfessionalSearchIndex } from './professional-search-index';

// 002 §2.9: Todas as Categorias, Nomes/Email, Critérios (skills, and the CVs where criteria are evidenced).
const SOURCES_BY_TYPE: Record<ProfessionalSearchType, MatchSource[]> = {
  all: ['name', 'skills', 'cv'],
  names: ['name'],
  criteria: ['skills', 'cv'],
};

function flagOn(flags: UserRow['flags'], name: string): boolean {
  return flags[name]?.status === true;
}

function preferredPhone(contacts: UserRow['contacts']): string | null {
  const preferred = contacts.find((contact) => contact.tipo === 'Preferencial') ?? contacts[0];
  return preferred?.contato ?? null;
}

/** Cards for the hits, in their order, with contacts masked unless the professional's channels allow (002 §6). */
async function toCards(ctx: SearchContext, hits: ProfessionalHit[]): Promise<Array<ProfessionalCard>> {
  // One statement: the cards with their skills, CVs and evaluations (for the evaluation badges, 002 §6).
  const rows = await loadCardRows(
    ctx.database.db,
    hits.map((hit) => hit.id),
  );
  const sources = new Map(hits.map((hit) => [hit.id, hit.sources]));
  const now = new Date();
  return rows.map(({ user: row, skills, cvs, evaluations }) => {
    const contact = visibleContact(
      { email: row.email, phone: preferredPhone(row.contacts) },
      row.notificationsSettings,
    );
    const pcdUser = row.personalData.pcdUser as { isUserPCD?: unknown } | undefined;
    const localidade = row.formattedAddress ?? (row.personalData.localidade as string | undefined) ?? null;
    return {
      _id: row.id,
      id: row.id,
      displayName: row.displayName,
      firstName: row.firstName,
      lastName: row.lastName,
      email: contact.email ?? '',
      phone: contact.phone,
      userImageUrl: row.userImageFileId ? fileUrlOf(row.userImageFileId) : null,
      localidade: typeof localidade === 'string' ? localidade : null,
      isUserPCD: pcdUser?.isUserPCD === true,
      isTalent: flagOn(row.flags, 'talent'),
      europeanUnionCitizenship: flagOn(row.flags, 'europeanUnionCitizenship'),
      registerRh: row.registerRh,
      preRegister: row.preRegister,
      validRegistration: row.validRegistration,
      provider: row.provider,
      skills,
      attachments: cvs.map((cv) => ({
        _id: cv.id,
        fileName: cv.fileName,
        url: fileUrlOf(cv.id),
      })),
      matchedIn: sources.get(row.id) ?? [],
      // 002 §6 by the one rule (lib/professional-badges.ts).
      badges: badgesOf(row, evaluations.map(toCardEvaluation), now),
    };
  });
}

/** GET users/find/{list}/{pageSize}/{page} (002 §2.9, §7.3): every keyword must match; options narrow. */
export async function findProfessionals(
  ctx: SearchContext,
  params: { list: string; pageSize: number; page: number },
  query: ProfessionalSearchQuery,
  index?: ProfessionalSearchIndex,
): Promise<ProfessionalSearchResponse> {
  const filter = {
    keywords: splitKeywordList(params.list),
    sources: SOURCES_BY_TYPE[query.typeFilter],
    pcd: query.pcdFilter,
    talent: query.talentFilter,
    europeanUnionCitizenship: query.europeanUnionCitizenshipFilter,
  };
  const page = { limit: params.pageSize, offset: (params.page - 1) * params.pageSize };
  // The keywords' hits kept in memory answer when they can; the SQL plans otherwise (no keyword, a failure).
  const { hits, total, totalCapped } =
    (index ? await index.search(filter, page) : null) ??
    (await searchProfessionalIds(ctx.database.db, filter, page));
  return {
    usersList: await toCards(ctx, hits),
    total,
    totalCapped,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * POST opportunity/{id}/{pageSize}/{page}/find-by-keyword (001 §7): professionals whose skills (at `level` or
 * above) or, without a level, CVs match every keyword, with their adherence to the opportunity and whether they
 * are already enrolled or candidates in it.
 */
export async function findByKeyword(
  ctx: SearchContext,
  params: { id: string; pageSize: number; page: number },
  body: FindByKeywordBody,
): Promise<FindByKeywordResponse> {
  const db = ctx.database.db;
  if (!(await opportunityExists(db, params.id))) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const { hits, total, totalCapped } = await searchProfessionalIds(
    db,
    {
      keywords: splitKeywordList(body.keywords.join('|')),
      sources: ['skills', 'cv'],
      minLevel: body.level,
    },
    { limit: params.pageSize, offset: (params.page - 1) * params.pageSize },
  );
  const ids = hits.map((hit) => hit.id);
  const [cards, kinds, adherence] = await Promise.all([
    toCards(ctx, hits),
    candidatureKindsFor(db, params.id, ids),
    adherenceToOpportunity(db, params.id, ids),
  ]);
  return {
    usersList: cards.map((card) => ({
      ...card,
      nivelAderencia: adherence.get(card.id) ?? 0,
      isCandidate: kinds.get(card.id)?.has('candidate') ?? false,
      isEnrolled: kinds.get(card.id)?.has('enrolled') ?? false,
    })),
    total,
    totalCapped,
    page: params.page,
    pageSize: params.pageSize,
  };
}
