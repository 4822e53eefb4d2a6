import {
  criterionWeight,
  DEFAULT_PIECE_COLOR,
  layoutMosaicPieces,
  type MosaicTileLayout,
  type OpportunityCreated,
  type OpportunityEdit,
  type OpportunityWrite,
  PRIORITIES,
  publicationDay,
  regionOf,
  validateOpportunityForSave,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { requestOpportunityMatch } from '../matching';
import { findPlace } from '../places';
import * as repository from './opportunity-authoring.repository';

type Ctx = Pick<AppContext, 'database' | 'queue' | 'opportunityCaches'>;

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** The columns an opportunity's form sets, after the 001 §5 rules passed (server-side, in the spec's order). */
function formColumns(
  input: OpportunityWrite,
  current: repository.OpportunityRow | null,
): Omit<repository.OpportunityValues, 'id' | 'idOpportunity'> {
  // An edit may keep the date it had even once that lies outside the window a new date must fall in.
  const code = validateOpportunityForSave(input, {
    today: new Date(),
    keptPublicationDate: current?.referAndEarnDate?.toISOString() ?? null,
  });
  if (code) throw new AppError(400, code);
  // Places come from the gazetteer by id: the address and coordinates stored are its own.
  const seen = new Set<string>();
  const places = input.location.flatMap((ref) => {
    if (seen.has(ref.place_id)) return [];
    seen.add(ref.place_id);
    const place = findPlace(ref.place_id);
    if (!place) throw new AppError(400, 'PLACE_NOT_FOUND');
    return [place];
  });
  const models = (['clt', 'pj', 'others'] as const).filter((model) => input.hiringModel[model]);
  const priority = PRIORITIES.find((p) => p.value === input.selectedPriority?.value)?.value ?? 1;
  const referAndEarn = input.specialReferAndEarn;
  return {
    titulo: trimmed(input.titulo),
    client: trimmed(input.client),
    specialReferAndEarn: referAndEarn,
    // Turning the switch off clears both (001 §2.2).
    rewardAmount: referAndEarn && input.rewardAmount ? input.rewardAmount.toFixed(2) : null,
    // The form's 'publication date' is the programme's own date (001 §2.2), kept apart from the instant the
    // opportunity was first published (update-public), which no save of the form changes (002 §4: the recruitment
    // period starts at publication).
    referAndEarnDate: referAndEarn ? new Date(publicationDay(input.publicationDate) ?? '') : null,
    locations: places.map((p) => ({
      place_id: p.place_id,
      formatted_address: p.formatted_address,
      lat: p.lat,
      lng: p.lng,
    })),
    region: places[0] ? regionOf(places[0].countryCode) : null,
    rangeKm: input.range,
    homeOffice: input.opportunityType.remote,
    opportunityType: input.opportunityType,
    hiringModel: input.hiringModel,
    // Only the chosen models keep a salary (unticking a model resets it).
    pretensao: {
      tipo: Object.fromEntries(
        models.map((model) => [
          model,
          {
            moeda: trimmed(input.pretensao.tipo[model]?.moeda),
            valor: trimmed(input.pretensao.tipo[model]?.valor),
          },
        ]),
      ),
    },
    priority,
    detalhes: sanitizeRichText(input.detalhes),
    detalhesEn: input.detalhesEn ? sanitizeRichText(input.detalhesEn) || null : null,
    criterias: input.criterias
      .filter((c) => trimmed(c.nome))
      .map((c) => ({
        nome: trimmed(c.nome),
        termos: [...new Set(c.termos.map((t) => t.trim()).filter(Boolean))],
        necessary: c.necessary,
        peso: criterionWeight(c),
      })),
    interests: input.interests
      .filter((i) => trimmed(i.nome))
      .map((i) => ({ _id: i._id ?? trimmed(i.nome), nome: trimmed(i.nome) })),
    careers: input.careers.map((c) => ({ _id: c._id, nome: trimmed(c.nome) })),
    evaluations: input.evaluations,
    pcd: input.pcd,
    pcdPref: input.pcdPref,
    mosaicItems: input.mosaicItems
      .filter((m) => trimmed(m.nome))
      .map((m) => ({ nome: trimmed(m.nome), peso: m.peso })),
    mosaic: layoutMosaicPieces(
      input.mosaicItems,
      (current?.mosaic ?? []) as unknown as MosaicTileLayout[],
      DEFAULT_PIECE_COLOR,
    ) as unknown as Array<Record<string, unknown>>,
    quantidadeVagas: current ? current.quantidadeVagas : input.quantidadeVagas,
  };
}

async function afterSave(ctx: Ctx, id: string, sendToQueue: boolean | undefined): Promise<void> {
  ctx.opportunityCaches.clearAll({ opportunityIds: [id] });
  // 001 §2.2: saving sends the opportunity with sendToQueue true; the compatibles are recomputed in the background.
  if (sendToQueue !== false) await requestOpportunityMatch(ctx, id);
}

/** POST opportunity: a new, unpublished opportunity run by the recruiter who creates it. */
export async function createOpportunity(
  ctx: Ctx,
  caller: CurrentUser,
  input: OpportunityWrite,
): Promise<OpportunityCreated> {
  const row = await repository.insertOpportunity(ctx.database.db, {
    ...formColumns(input, null),
    isPublic: false,
    label: '2',
    createdBy: caller.id,
    responsibleId: caller.id,
  });
  await afterSave(ctx, row.id, input.sendToQueue);
  return { _id: row.id, idOpportunity: row.idOpportunity };
}

/** PUT opportunity/{id}/edit: the form's fields change; state (publication, stage, candidates) stays. */
export async function updateOpportunity(
  ctx: Ctx,
  id: string,
  input: OpportunityWrite,
): Promise<OpportunityCreated> {
  const current = await repository.findOpportunity(ctx.database.db, id);
  if (!current) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const row = await repository.updateOpportunity(ctx.database.db, id, formColumns(input, current));
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  await afterSave(ctx, id, input.sendToQueue);
  return { _id: row.id, idOpportunity: row.idOpportunity };
}

/** GET opportunity/{id}/edit: what the form shows. */
export async function opportunityForEdit(ctx: Pick<Ctx, 'database'>, id: string): Promise<OpportunityEdit> {
  const row = await repository.findOpportunity(ctx.database.db, id);
  if (!row) throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const priority = PRIORITIES.find((p) => p.value === row.priority) ?? PRIORITIES[0];
  return {
    _id: row.id,
    idOpportunity: row.idOpportunity,
    isPublic: row.isPublic,
    isFinished: row.isFinished,
    titulo: row.titulo,
    client: row.client,
    specialReferAndEarn: row.specialReferAndEarn,
    rewardAmount: row.rewardAmount === null ? null : Number(row.rewardAmount),
    publicationDate: row.referAndEarnDate ? row.referAndEarnDate.toISOString() : null,
    location: row.locations.map((p) => ({ place_id: p.place_id, formatted_address: p.formatted_address })),
    range: row.rangeKm,
    opportunityType: row.opportunityType,
    hiringModel: row.hiringModel,
    pretensao: { tipo: row.pretensao.tipo },
    selectedPriority: { label: priority.label, value: priority.value },
    detalhes: row.detalhes,
    detalhesEn: row.detalhesEn,
    criterias: row.criterias.map((c) => ({
      nome: c.nome,
      termos: c.termos,
      necessary: c.necessary,
      peso: c.peso,
    })),
    interests: row.interests,
    careers: row.careers,
    evaluations: row.evaluations,
    pcd: row.pcd,
    pcdPref: row.pcdPref,
    mosaicItems: row.mosaicItems,
    quantidadeVagas: row.quantidadeVagas,
  };
}
