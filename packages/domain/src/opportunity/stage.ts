import { z } from 'zod';

// DECISIONS "Stages and steps": the four selection stages, numbered 1 to 4.
export const SELECTION_STAGES = [
  { stage: 1, key: 'recruitment', label: 'Recrutamento' },
  { stage: 2, key: 'evaluation', label: 'Avaliação' },
  { stage: 3, key: 'selection', label: 'Seleção' },
  { stage: 4, key: 'presentation', label: 'Apresentação' },
] as const;
export type SelectionStage = (typeof SELECTION_STAGES)[number]['stage'];
export type SelectionStageKey = (typeof SELECTION_STAGES)[number]['key'];

// 001 §3: an opportunity's fase is 0 to 4 (0 and 1 both mean recruitment).
export const MIN_FASE = 0;
export const MAX_FASE = 4;
export const faseSchema = z.number().int().min(MIN_FASE).max(MAX_FASE);

// Stage label keys with the contract's Portuguese text.
export const OPPORTUNITY_STAGE_LABELS = {
  closed: 'Encerrada',
  review: 'Revisão',
  recruitment: 'Recrutamento',
  evaluation: 'Avaliação',
  selection: 'Seleção',
  presentation: 'Apresentação',
} as const;
export type OpportunityStageKey = keyof typeof OPPORTUNITY_STAGE_LABELS;

export interface OpportunityStageInput {
  quantidadeVagas?: number | null;
  isPublic?: boolean | null;
  fase?: number | null;
}

/**
 * DECISIONS "Opportunity stage label": quantidadeVagas 0 → closed; else not public → review;
 * else fase 0 or 1 recruitment, 2 evaluation, 3 selection, 4 presentation. Victories and defeats
 * play no part. A missing quantidadeVagas is not 0; a missing or unknown fase reads as recruitment.
 */
export function opportunityStageLabel(opp: OpportunityStageInput): OpportunityStageKey {
  if (opp.quantidadeVagas === 0) return 'closed';
  if (opp.isPublic !== true) return 'review';
  switch (opp.fase) {
    case 2:
      return 'evaluation';
    case 3:
      return 'selection';
    case 4:
      return 'presentation';
    default:
      return 'recruitment';
  }
}

// 002 §2.3: the opportunity kanban's columns, in order.
export const OPPORTUNITY_KANBAN_COLUMNS = [
  'review',
  'recruitment',
  'evaluation',
  'selection',
  'presentation',
  'closed',
] as const satisfies readonly OpportunityStageKey[];

// 001 §4 / 002 §2.4: display status finished, else published, else not published.
export const OPPORTUNITY_DISPLAY_STATUS_LABELS = {
  finished: 'Finalizada',
  published: 'Publicada',
  notPublished: 'Não publicada',
} as const;
export type OpportunityDisplayStatus = keyof typeof OPPORTUNITY_DISPLAY_STATUS_LABELS;

export function opportunityDisplayStatus(opp: {
  isFinished?: boolean | null;
  isPublic?: boolean | null;
}): OpportunityDisplayStatus {
  if (opp.isFinished === true) return 'finished';
  return opp.isPublic === true ? 'published' : 'notPublished';
}

/** 001 §2.3: a professional sees an opportunity only while unfinished, public and with vacancies. */
export function isOpportunityAvailableToProfessionals(opp: {
  isFinished?: boolean | null;
  isPublic?: boolean | null;
  quantidadeVagas?: number | null;
}): boolean {
  return opp.isFinished !== true && opp.isPublic === true && opp.quantidadeVagas !== 0;
}
