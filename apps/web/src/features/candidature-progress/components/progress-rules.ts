import {
  CANDIDATE_STATUS,
  type CandidateEntry,
  type CandidatureState,
  isStatusLocked,
  MEETS_REQUIREMENTS,
  SELECTION_STAGE_NUMBERS,
  type SelectionRuleFailure,
  type StageEntry,
} from '@mosaico/domain';
import type { TFunction } from 'i18next';

/** The rules' view of a candidature (the same the server builds from it). */
export function stateOf(entry: CandidateEntry): CandidatureState {
  return {
    opportunityLabel: entry.opportunityLabel,
    statusCurrent: entry.status.current,
    entryDate: entry.entry.date,
    steps: entry.steps,
    dateVictory: entry.dateVictory,
    dateRefused: entry.dateRefused,
    dateQuit: entry.dateQuit,
  };
}

/** The browser's calendar day as YYYY-MM-DD: "today" of the date rules (001 §5). */
export function localToday(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** A rule's day as the server writes it in its messages: MM/DD/YYYY in American English, else DD/MM/YYYY. */
export function ruleDay(day: string, language: string): string {
  const [year, month, date] = day.split('-');
  return language === 'en-US' ? `${month}/${date}/${year}` : `${date}/${month}/${year}`;
}

/** The message of a rule refused in the browser: the same text the server gives for its code. */
export function ruleMessage(failure: SelectionRuleFailure, t: TFunction, language: string): string {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(failure.params ?? {})) params[key] = ruleDay(value, language);
  return t(`rules.${failure.code}`, params);
}

/** Why the candidature cannot change: the opportunity inactive on the kanban, dismissed, or a dated final status. */
export type ReadOnlyReason =
  | 'OPPORTUNITY_INACTIVE_IN_KANBAN'
  | 'CANDIDATE_DISMISSED'
  | 'CANDIDATE_STATUS_LOCKED';

export function readOnlyReason(entry: CandidateEntry): ReadOnlyReason | null {
  if (entry.opportunityLabel !== '1') return 'OPPORTUNITY_INACTIVE_IN_KANBAN';
  if (entry.status.current === CANDIDATE_STATUS.dismissed) return 'CANDIDATE_DISMISSED';
  if (isStatusLocked(stateOf(entry))) return 'CANDIDATE_STATUS_LOCKED';
  return null;
}

/** The four stages as the form edits them, a blank one for each stage not registered. */
export function stagesOf(entry: CandidateEntry): StageEntry[] {
  return SELECTION_STAGE_NUMBERS.map((key) => {
    const saved = entry.steps.find((step) => step.key === key);
    return saved
      ? { ...saved, details: saved.details ?? '' }
      : { key, meetsTheRequirements: null, date: null, details: '' };
  });
}

/** 001 §4: clearing a stage wipes it and every later one (on screen, before saving). */
export function clearFrom(stages: readonly StageEntry[], key: number): StageEntry[] {
  return stages.map((stage) =>
    stage.key >= key ? { key: stage.key, meetsTheRequirements: null, date: null, details: '' } : stage,
  );
}

export const isMet = (stage: StageEntry) => stage.meetsTheRequirements === MEETS_REQUIREMENTS.met;

/** The status day field a final status needs (001 §3): Selecionado, Recusou, Desistiu. */
export function statusDateField(status: number): 'dateVictory' | 'dateRefused' | 'dateQuit' | null {
  if (status === CANDIDATE_STATUS.selected) return 'dateVictory';
  if (status === CANDIDATE_STATUS.refused) return 'dateRefused';
  if (status === CANDIDATE_STATUS.quit) return 'dateQuit';
  return null;
}
