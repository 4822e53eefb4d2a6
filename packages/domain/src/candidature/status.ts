import { z } from 'zod';

// DECISIONS "Candidate status": status.current values with the contract's Portuguese names.
// Status 1 is Concorrendo and never means dismissed.
export const CANDIDATE_STATUS = {
  registered: 0,
  competing: 1,
  reserved: 2,
  dismissed: 3,
  refused: 4,
  quit: 5,
  selected: 6,
} as const;
export type CandidateStatusKey = keyof typeof CANDIDATE_STATUS;
export type CandidateStatus = (typeof CANDIDATE_STATUS)[CandidateStatusKey];
export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  0: 'Registrado',
  1: 'Concorrendo',
  2: 'Reservado',
  3: 'Dispensado',
  4: 'Recusou',
  5: 'Desistiu',
  6: 'Selecionado',
};
export const candidateStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
  z.literal(6),
]);

// 001 §3: the candidate status filter adds 99 = all.
export const CANDIDATE_STATUS_FILTER_ALL = 99;
export const candidateStatusFilterSchema = z.union([candidateStatusSchema, z.literal(99)]);

export function candidateStatusKey(status: number): CandidateStatusKey | null {
  const entry = Object.entries(CANDIDATE_STATUS).find(([, value]) => value === status);
  return entry ? (entry[0] as CandidateStatusKey) : null;
}

// DECISIONS: Recusou and Desistiu are also kept as the last entry of status.history with a date;
// 001 §4: Selected, Refused and Quit are locked once their date is saved.
export const FINAL_CANDIDATE_STATUSES: readonly CandidateStatus[] = [
  CANDIDATE_STATUS.refused,
  CANDIDATE_STATUS.quit,
  CANDIDATE_STATUS.selected,
];
