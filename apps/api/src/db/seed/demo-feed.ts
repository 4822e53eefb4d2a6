import type { candidatures, feedEvents } from '../schema';
import type { DemoPeople } from './demo-people';

type CandidatureRow = typeof candidatures.$inferInsert;
type FeedEventInsert = typeof feedEvents.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;

/** The demo's manual notes on a few professionals (Ana's first), written by the demo recruiter. */
const NOTES: Array<{ type: string; daysAgo: number; comment: string }> = [
  {
    type: 'Ligação',
    daysAgo: 12,
    comment:
      '<p>Conversa inicial: disponível para começar no próximo mês, prefere trabalho <strong>remoto</strong>.</p>',
  },
  {
    type: 'Entrevista',
    daysAgo: 6,
    comment: '<p>Entrevista técnica com boa comunicação e domínio de Kotlin.</p>',
  },
  { type: 'Observação', daysAgo: 2, comment: '<p>Ok</p>' },
];

/**
 * The demo's feed (issue 23): for each candidature of a registration that exists, the event of its entry (applied,
 * or enrolled / made a candidate by the recruiter) and, when its status moved on, a status change; and a few manual
 * notes on the first professionals. No random draws, so the rest of the demo world keeps its ids. People as ids.
 */
export function buildDemoFeed(input: {
  now: Date;
  people: DemoPeople;
  candidatures: readonly CandidatureRow[];
  typeIds: { byKind: Map<string, string>; byName: Map<string, string> };
}): FeedEventInsert[] {
  const { byKind, byName } = input.typeIds;
  const erased = new Set(input.people.users.filter((user) => user.deletedAt).map((user) => user.id));
  const rows: FeedEventInsert[] = [];
  const push = (kind: string, row: Omit<FeedEventInsert, 'eventTypeId' | 'kind'>) => {
    const eventTypeId = byKind.get(kind);
    if (eventTypeId) rows.push({ ...row, eventTypeId, kind });
  };
  for (const candidature of input.candidatures) {
    if (erased.has(candidature.userId)) continue;
    const entry = candidature.createdAt ?? input.now;
    const entryKind = !candidature.byRh
      ? 'applied'
      : candidature.kind === 'enrolled'
        ? 'enrolled'
        : 'made-candidate';
    push(entryKind, {
      professionalId: candidature.userId,
      actorId: candidature.byRh ? (candidature.recruiterId ?? null) : candidature.userId,
      opportunityId: candidature.opportunityId,
      happenedAt: entry,
    });
    const history = candidature.statusHistory ?? [];
    const last = history[history.length - 1];
    if (history.length > 1 && last) {
      push('status-changed', {
        professionalId: candidature.userId,
        actorId: candidature.recruiterId ?? null,
        opportunityId: candidature.opportunityId,
        happenedAt: new Date(last.date),
      });
    }
  }
  const writer = input.people.recruiters[0];
  const noted = input.people.professionals.filter((p) => p.active && !erased.has(p.id)).slice(0, 3);
  const ana = input.people.professionals.find((p) => p.isAna);
  const targets = ana ? [ana, ...noted.filter((p) => p.id !== ana.id)].slice(0, 3) : noted;
  for (const professional of targets) {
    for (const note of NOTES) {
      const eventTypeId = byName.get(note.type);
      if (!eventTypeId || !writer) continue;
      rows.push({
        professionalId: professional.id,
        eventTypeId,
        actorId: writer.id,
        happenedAt: new Date(input.now.getTime() - note.daysAgo * DAY),
        comment: note.comment,
      });
    }
  }
  return rows;
}
