import { describe, expect, it } from 'vitest';
import {
  buildRecruitmentReport,
  type OpportunityHistory,
  type PhaseMove,
  phaseMovesOf,
  type RecruitmentReportInput,
  stageAverages,
  stageVisits,
} from './recruitment-report';

const ana = (day: string, phase: PhaseMove['phase']): PhaseMove => ({
  day,
  phase,
  responsibleId: 'ana',
  squadId: 'sq1',
});
const bia = (day: string, phase: PhaseMove['phase']): PhaseMove => ({
  day,
  phase,
  responsibleId: 'bia',
  squadId: 'sq2',
});
const history = (moves: PhaseMove[], publicationDay: string | null = '2024-06-01'): OpportunityHistory => ({
  publicationDay,
  moves,
  responsibleId: 'ana',
  squadId: 'sq1',
});
const june = { start: '2024-06-01', end: '2024-06-30' };

describe('stage visits from transitions (002 §4)', () => {
  it('walks publication → stage met → victory, with a same-day period counted 0.25', () => {
    const visits = stageVisits(
      history([
        ana('2024-06-05', 2),
        ana('2024-06-05', 2),
        ana('2024-06-05', 3),
        ana('2024-06-10', 4),
        ana('2024-06-12', 5),
        ana('2024-06-20', 6),
      ]),
    );
    expect(visits.map((v) => [v.stage, v.start, v.end, v.days, v.elapsed])).toEqual([
      [1, '2024-06-01', '2024-06-05', 4, 4],
      [2, '2024-06-05', '2024-06-05', 0.25, 4],
      [3, '2024-06-05', '2024-06-10', 5, 9],
      [4, '2024-06-10', '2024-06-12', 2, 11],
      [5, '2024-06-12', '2024-06-20', 8, 19],
    ]);
  });

  it('leaves a skipped stage unvisited and keeps the running stage open', () => {
    const visits = stageVisits(history([ana('2024-06-03', 3)]));
    expect(visits.map((v) => [v.stage, v.end, v.days])).toEqual([
      [1, '2024-06-03', 2],
      [3, null, null],
    ]);
    const averages = stageAverages(visits, 'intervalPerStage', june);
    expect(averages.evaluation).toEqual({ mean: null, median: null, count: 0 });
    expect(averages.selection).toEqual({ mean: null, median: null, count: 0 });
  });

  it('counts a stage visited twice twice (moved back when the only registration was cleared)', () => {
    const visits = stageVisits(history([ana('2024-06-03', 2), ana('2024-06-04', 1), ana('2024-06-10', 2)]));
    const recruitment = visits.filter((v) => v.stage === 1).map((v) => v.days);
    expect(recruitment).toEqual([2, 6]);
    expect(stageAverages(visits, 'intervalPerStage', june).recruitment).toEqual({
      mean: 4,
      median: 4,
      count: 2,
    });
    expect(stageAverages(visits, 'intervalPerStage', june).evaluation).toEqual({
      mean: 1,
      median: 1,
      count: 1,
    });
  });

  it('gives a visit to whoever was responsible when the stage moved (reassignment in the middle)', () => {
    const visits = stageVisits(history([ana('2024-06-05', 2), bia('2024-06-15', 3)]));
    expect(visits.map((v) => [v.stage, v.responsibleId])).toEqual([
      [1, 'ana'],
      [2, 'bia'],
      [3, 'ana'], // open: the current responsible
    ]);
  });

  it('marks an end before its start as out of order and does not count it', () => {
    const visits = stageVisits(history([ana('2024-05-20', 2)]));
    expect(visits[0]).toMatchObject({ outOfOrder: true, days: null });
    expect(
      stageAverages(visits, 'intervalPerStage', { start: '2024-05-01', end: '2024-06-30' }).recruitment.count,
    ).toBe(0);
  });

  it('has no visits before publication', () => {
    expect(stageVisits(history([ana('2024-06-05', 2)], null))).toEqual([]);
  });
});

describe('stage averages: mean and median (002 §4)', () => {
  // Three opportunities' recruitment: 4 days, 0.25 (same day), 10 days; one ended outside the period.
  const visits = [
    ...stageVisits(history([ana('2024-06-05', 2)])),
    ...stageVisits(history([ana('2024-06-01', 2)])),
    ...stageVisits(history([ana('2024-06-11', 2)])),
    ...stageVisits(history([ana('2024-07-02', 2)])),
  ];

  it('means and medians the visits that ended in the period, unfinished ones left out', () => {
    // (4 + 0.25 + 10) / 3 = 4.75; median 4.
    expect(stageAverages(visits, 'intervalPerStage', june).recruitment).toEqual({
      mean: 4.75,
      median: 4,
      count: 3,
    });
    expect(stageAverages(visits, 'intervalPerStage', june).evaluation.count).toBe(0);
  });

  it('medians an even count as the middle pair', () => {
    const more = [...visits, ...stageVisits(history([ana('2024-06-08', 2)]))]; // 7 days
    expect(stageAverages(more, 'intervalPerStage', june).recruitment).toEqual({
      mean: 5.31,
      median: 5.5,
      count: 4,
    });
  });

  it('reads days elapsed from publication up to the end of the stage', () => {
    const one = stageVisits(
      history([
        ana('2024-06-05', 2),
        ana('2024-06-08', 3),
        ana('2024-06-09', 4),
        ana('2024-06-09', 5),
        ana('2024-06-20', 6),
      ]),
    );
    const elapsed = stageAverages(one, 'elapsedUntilStage', june);
    expect([
      elapsed.recruitment.mean,
      elapsed.evaluation.mean,
      elapsed.selection.mean,
      elapsed.interview.mean,
      elapsed.closed.mean,
    ]).toEqual([4, 7, 8, 8, 19]);
  });

  it('closes on the first victory; later victories do not open another period', () => {
    const visits = stageVisits(history([ana('2024-06-02', 5), ana('2024-06-09', 6), ana('2024-06-12', 6)]));
    expect(visits.filter((v) => v.stage === 5).map((v) => v.days)).toEqual([7]);
  });
});

describe('the report by responsible', () => {
  const opportunity = (
    id: string,
    moves: PhaseMove[],
    extra: Partial<RecruitmentReportInput> = {},
  ): RecruitmentReportInput => ({
    id,
    idOpportunity: Number(id.replace(/\D/g, '')),
    titulo: `Opp ${id}`,
    quantidadeVagas: 1,
    isFinished: false,
    label: '1',
    fase: 2,
    victories: [],
    defeats: 0,
    history: history(moves),
    ...extra,
  });

  it('splits a reassigned opportunity between both responsibles and marks where it sits', () => {
    const report = buildRecruitmentReport(
      [
        opportunity('o1', [ana('2024-06-05', 2), bia('2024-06-15', 3)]),
        opportunity('o2', [bia('2024-06-03', 2)], {
          history: { ...history([bia('2024-06-03', 2)]), responsibleId: 'bia', squadId: 'sq2' },
        }),
      ],
      { by: 'responsible', id: null, mediaFilter: 'intervalPerStage', ...june },
      new Map([
        ['ana', 'Ana'],
        ['bia', 'Bia'],
      ]),
    );
    expect(report.overall.totalOpportunities).toBe(2);
    const [anaRow, biaRow] = report.rows;
    expect(anaRow?.name).toBe('Ana');
    expect(anaRow?.averages.recruitment.mean).toBe(4);
    expect(anaRow?.opportunities[0]?.cells.selection).toEqual({ state: 'inProgress', value: null });
    expect(biaRow?.averages.evaluation.mean).toBe(10);
    expect(biaRow?.averages.recruitment.mean).toBe(2); // o2
    expect(biaRow?.totalOpportunities).toBe(2);
    expect(biaRow?.opportunities.find((o) => o.id === 'o2')?.cells.evaluation.state).toBe('inProgress');
    expect(biaRow?.opportunities.find((o) => o.id === 'o1')?.cells.recruitment.state).toBe('notVisited');
  });

  it("shows 'Encerrada' where a finished opportunity sits and keeps only the chosen responsible", () => {
    const report = buildRecruitmentReport(
      [
        opportunity('o3', [ana('2024-06-05', 2)], { isFinished: true }),
        opportunity('o4', [bia('2024-06-05', 2)]),
      ],
      { by: 'responsible', id: 'ana', mediaFilter: 'intervalPerStage', ...june },
      new Map(),
    );
    expect(report.rows).toHaveLength(1);
    expect(report.rows[0]?.opportunities[0]?.cells.evaluation).toEqual({ state: 'closed', value: null });
  });
});

describe('an opportunity’s cells and the averages rule', () => {
  // One rule: each opportunity's figure in a stage is stageAverages' mean of that opportunity's visits for its group.
  it('agree over random histories: several moves a day, moves back, reassignments, periods cutting visits', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const day = (offset: number) =>
      new Date(Date.UTC(2024, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10);
    const opportunities: RecruitmentReportInput[] = Array.from({ length: 300 }, (_, index) => {
      let offset = Math.floor(random() * 20);
      const moves: PhaseMove[] = Array.from({ length: Math.floor(random() * 9) }, () => {
        offset += Math.floor(random() * 6) - (random() < 0.1 ? 8 : 0);
        const who = random() < 0.7 ? ana : bia;
        return who(day(offset), (1 + Math.floor(random() * 6)) as PhaseMove['phase']);
      });
      return {
        id: `o${index}`,
        idOpportunity: index,
        titulo: `Opp ${index}`,
        quantidadeVagas: random() < 0.1 ? 0 : 2,
        isFinished: random() < 0.1,
        label: '1',
        fase: 1,
        victories: [],
        defeats: 0,
        history: history(moves, day(Math.floor(random() * 10))),
      };
    });
    for (const by of ['responsible', 'squad'] as const)
      for (const mediaFilter of ['intervalPerStage', 'elapsedUntilStage'] as const)
        for (const period of [june, { start: '2024-06-10', end: '2024-06-20' }]) {
          const report = buildRecruitmentReport(
            opportunities,
            { by, id: null, mediaFilter, ...period },
            new Map(),
          );
          let compared = 0;
          for (const row of report.rows)
            for (const shown of row.opportunities) {
              const input = opportunities.find((o) => o.id === shown.id) as RecruitmentReportInput;
              const visits = stageVisits(input.history).filter(
                (v) =>
                  v.start <= period.end &&
                  (v.end === null || v.end >= period.start) &&
                  (by === 'responsible' ? v.responsibleId : v.squadId) === row.id,
              );
              const averages = stageAverages(visits, mediaFilter, period);
              const open = visits.find((v) => v.end === null)?.stage;
              (['recruitment', 'evaluation', 'selection', 'interview', 'closed'] as const).forEach(
                (key, index) => {
                  expect(shown.media[key]).toBe(averages[key].mean);
                  const cell = shown.cells[key];
                  if (open === index + 1)
                    expect(cell.state).toBe(
                      input.isFinished || !input.quantidadeVagas ? 'closed' : 'inProgress',
                    );
                  else
                    expect(cell).toEqual(
                      averages[key].mean === null
                        ? { state: 'notVisited', value: null }
                        : { state: 'value', value: averages[key].mean },
                    );
                },
              );
              compared += 1;
            }
          expect(compared).toBeGreaterThan(100);
        }
  });
});

describe('phase moves from candidature transitions', () => {
  const t = (
    candidatureId: string,
    kind: 'stage' | 'status',
    stage: number | null,
    met: boolean | null,
    stepDay: string | null,
    toValue = 0,
  ) => ({
    candidatureId,
    kind,
    stage,
    met,
    stepDay,
    toValue,
    occurredDay: '2024-06-20',
    responsibleId: 'ana',
    squadId: null,
  });

  it('moves on at the first positive registration, stays when a second candidate meets it, and back when cleared', () => {
    const moves = phaseMovesOf([
      t('c1', 'stage', 1, true, '2024-06-05'),
      t('c2', 'stage', 1, true, '2024-06-07'),
      t('c1', 'stage', 1, null, null),
      t('c2', 'stage', 1, null, null),
      t('c2', 'stage', 1, false, '2024-06-21'),
    ]);
    expect(moves.map((m) => [m.day, m.phase])).toEqual([
      ['2024-06-05', 2],
      ['2024-06-07', 2],
      ['2024-06-20', 2],
      ['2024-06-20', 1],
      ['2024-06-21', 1],
    ]);
  });

  it('registers several stages at once as successive moves and a victory as the end of closing', () => {
    const moves = phaseMovesOf([
      t('c1', 'stage', 1, true, '2024-06-02'),
      t('c1', 'stage', 2, true, '2024-06-04'),
      t('c1', 'stage', 3, true, '2024-06-06'),
      t('c1', 'stage', 4, true, '2024-06-08'),
      t('c1', 'status', null, null, '2024-06-10', 6),
      t('c2', 'status', null, null, '2024-06-12', 6),
    ]);
    const visits = stageVisits({ publicationDay: '2024-06-01', moves, responsibleId: 'ana', squadId: null });
    expect(visits.map((v) => v.days)).toEqual([1, 2, 2, 2, 2]);
  });
});
