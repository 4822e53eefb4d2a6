import {
  CANDIDATE_STATUS,
  type CandidateStatus,
  isRequiredCriterion,
  MEETS_REQUIREMENTS,
  regionOf,
} from '@mosaico/domain';
import type { CandidateStep, candidatures, NamedRef, OpportunityCriterion, opportunities } from '../schema';
import { seedAdherence } from './adherence';
import type { DemoCityKey } from './demo-data/cities';
import { CRITERIA_TEMPLATES } from './demo-data/dictionaries';
import { DEMO_OPPORTUNITIES, type DemoOpportunity } from './demo-data/opportunities';
import { buildMosaic } from './demo-mosaic';
import type { DemoPeople, DemoProfessional, DemoRecruiter } from './demo-people';
import { type DemoPlace, placeRef } from './demo-places';
import type { Prng } from './prng';

type OpportunityInsert = typeof opportunities.$inferInsert;
type CandidatureInsert = typeof candidatures.$inferInsert;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface DemoDictionaryIds {
  squads: string[];
  careers: Map<string, string>;
  interests: Map<string, string>;
  evaluationTypes: Array<{ _id: string; name: string }>;
}

/**
 * How a candidate's process went: how many stages (1–4) were registered as met, whether the next one was
 * registered as not met, and the resulting status (DECISIONS "Stages and steps" and "Candidate status").
 */
interface Outcome {
  kind: 'enrolled' | 'candidate';
  status: CandidateStatus;
  met: number;
  notMetNext: boolean;
}

const S = CANDIDATE_STATUS;

function termosOf(nome: string): string[] {
  return [...(CRITERIA_TEMPLATES.find((template) => template.nome === nome)?.termos ?? [])];
}

/** The outcomes an opportunity's candidates get, by its stage: later stages have candidates further along. */
function outcomesFor(opp: DemoOpportunity, count: number, rng: Prng): Outcome[] {
  const stage = opp.stage;
  const result: Outcome[] = [];
  const victories = stage.kind === 'review' ? 0 : (stage.victories ?? 0);
  const defeats = stage.kind === 'review' ? 0 : (stage.defeats ?? 0);
  for (let i = 0; i < victories; i++)
    result.push({ kind: 'candidate', status: S.selected, met: 4, notMetNext: false });
  // A defeat is a finalist who turned the offer down: every stage filled, then Recusou.
  for (let i = 0; i < defeats; i++)
    result.push({ kind: 'candidate', status: S.refused, met: 4, notMetNext: false });
  if (stage.kind === 'review') {
    while (result.length < count)
      result.push({ kind: 'enrolled', status: S.registered, met: 0, notMetNext: false });
    return result;
  }
  // Open at fase f: the best reached stage f (fase 0 and 1 are both recruitment); closed: everyone is done.
  const reach = stage.kind === 'open' ? Math.max(1, stage.fase) : 4;
  const pattern: Outcome[] = [
    { kind: 'candidate', status: S.competing, met: Math.min(reach - 1, 3), notMetNext: false },
    { kind: 'enrolled', status: S.registered, met: 0, notMetNext: false },
    { kind: 'candidate', status: S.dismissed, met: Math.max(0, reach - 2), notMetNext: true },
    { kind: 'candidate', status: S.competing, met: Math.max(0, reach - 2), notMetNext: false },
    // At fase 0–1 nobody has met a stage yet (a met stage 1 would put the opportunity in Avaliação).
    { kind: 'candidate', status: S.reserved, met: Math.min(reach - 1, 3), notMetNext: false },
    { kind: 'candidate', status: S.quit, met: rng.int(0, Math.min(reach - 1, 2)), notMetNext: false },
    { kind: 'candidate', status: S.competing, met: 0, notMetNext: false },
    { kind: 'enrolled', status: S.competing, met: 0, notMetNext: false },
  ];
  let i = 0;
  while (result.length < count) {
    const next = pattern[i++ % pattern.length] as Outcome;
    // A closed opportunity keeps nobody competing: those still in the process were dismissed.
    if (stage.kind === 'closed' && (next.status === S.competing || next.status === S.registered)) {
      result.push({ kind: next.kind, status: S.dismissed, met: next.met, notMetNext: next.met < 4 });
    } else {
      result.push(next);
    }
  }
  return result;
}

function steps(input: {
  outcome: Outcome;
  entry: Date;
  end: Date;
  capture: string;
  source: string;
  recruiter: DemoRecruiter;
  rng: Prng;
}): { steps: CandidateStep[]; lastDate: Date } {
  const { outcome, entry, end, recruiter } = input;
  const registered = outcome.met + (outcome.notMetNext ? 1 : 0);
  // Dates in order and never after `end` (now, or when the opportunity closed): each stage within its own slice.
  const gap = Math.max(0, Math.floor((end.getTime() - entry.getTime()) / (registered + 1)));
  const list: CandidateStep[] = [
    {
      key: 0,
      date: entry.toISOString(),
      capture: input.capture,
      source: input.source,
      details:
        outcome.kind === 'enrolled'
          ? 'Perfil encontrado na busca de profissionais.'
          : 'Candidatura pelo portal.',
      user: recruiter.id,
    },
  ];
  let last = entry;
  const notes = [
    'Currículo aderente à vaga.',
    'Entrevista técnica com o fornecedor concluída.',
    'Currículo aprovado pelo cliente.',
    'Entrevista com o cliente realizada.',
  ];
  for (let key = 1; key <= registered; key++) {
    last = new Date(entry.getTime() + key * gap - Math.floor((input.rng.next() * gap) / 3));
    const met = key <= outcome.met;
    list.push({
      key,
      date: last.toISOString(),
      meetsTheRequirements: met ? MEETS_REQUIREMENTS.met : MEETS_REQUIREMENTS.notMet,
      details: met ? (notes[key - 1] ?? '') : 'Não atende aos requisitos desta etapa.',
      user: recruiter.id,
      isChecked: true,
    });
  }
  return { steps: list, lastDate: last };
}

export interface DemoOpportunities {
  opportunities: OpportunityInsert[];
  candidatures: CandidatureInsert[];
}

/** Ana's applications, by opportunity title: different steps, so her "my applications" page shows each state. */
const ANA_APPLICATIONS: Record<string, Outcome> = {
  'Desenvolvedor(a) Full-stack TypeScript': {
    kind: 'candidate',
    status: S.competing,
    met: 0,
    notMetNext: false,
  },
  // At an opportunity in Avaliação: a candidate who met stage 1 moves the opportunity there (its fase follows).
  'Arquiteto(a) de Software': { kind: 'candidate', status: S.competing, met: 1, notMetNext: false },
  'Desenvolvedor(a) Java Sênior': { kind: 'candidate', status: S.dismissed, met: 1, notMetNext: true },
  'Programador(a) Front-end Angular': { kind: 'candidate', status: S.quit, met: 1, notMetNext: false },
};

export function buildDemoOpportunities(input: {
  rng: Prng;
  now: Date;
  places: Map<DemoCityKey, DemoPlace>;
  people: DemoPeople;
  ids: DemoDictionaryIds;
  providerName: string;
}): DemoOpportunities {
  const { rng, now, places, people, ids } = input;
  const opportunityRows: OpportunityInsert[] = [];
  const candidatureRows: CandidatureInsert[] = [];
  const ana = people.professionals.find((p) => p.isAna);
  const pool = people.professionals.filter((p) => p.active && !p.isAna);

  for (const [index, opp] of DEMO_OPPORTUNITIES.entries()) {
    const id = rng.uuid();
    const createdAt = new Date(now.getTime() - opp.ageDays * DAY);
    const locations = opp.cities.map((key) => {
      const found = places.get(key);
      if (!found) throw new Error(`no place for ${key}`);
      return found;
    });
    const region = regionOf(locations[0]?.country ?? 'BR');
    const recruiter = people.recruiters[opp.recruiter] ?? people.manager;
    const criterias: OpportunityCriterion[] = opp.criteria.map(([nome, peso, necessary]) => ({
      nome,
      termos: termosOf(nome),
      peso,
      necessary,
    }));
    const careers: NamedRef[] = opp.careers.map((nome) => ({ _id: ids.careers.get(nome) ?? '', nome }));
    const interests: NamedRef[] = opp.interests.map((nome) => ({ _id: ids.interests.get(nome) ?? '', nome }));
    const mosaicItems = [
      ...opp.interests.map((nome) => ({ nome, peso: 3 })),
      ...opp.criteria.filter(([, peso]) => peso === 3).map(([nome]) => ({ nome, peso: 3 })),
    ];
    const mosaic = buildMosaic(
      [
        ...opp.interests.map((nome) => ({ nome, classif: 'euquero' as const, subclassif: 'attitudes' })),
        ...opp.criteria
          .filter(([, peso]) => peso === 3)
          .map(([nome]) => ({ nome, classif: 'digomais' as const, subclassif: 'skills' })),
      ],
      { fontsize: true },
    ).map((entry) => ({ ...entry, selected: true }));

    const stage = opp.stage;
    const isPublic = stage.kind !== 'review';
    const fase = stage.kind === 'open' ? stage.fase : stage.kind === 'closed' ? 4 : 0;
    const publicationDate = isPublic ? new Date(Math.min(now.getTime(), createdAt.getTime() + DAY)) : null;
    // Closed ones finished a little before now; their candidates' dates stop there.
    const finishedAt =
      stage.kind === 'closed' ? new Date(now.getTime() - Math.floor(opp.ageDays / 6) * DAY) : null;
    const end = finishedAt ?? now;
    const lifeCycle: Array<{ fase: number; date: string }> = [];
    if (publicationDate) {
      for (let f = 1; f <= Math.max(1, fase); f++) {
        const at =
          publicationDate.getTime() +
          ((end.getTime() - publicationDate.getTime()) * (f - 1)) / Math.max(1, fase);
        lifeCycle.push({ fase: f, date: new Date(at).toISOString() });
      }
    }
    const salaryTipo: Record<string, { moeda: string; valor: string; valorSalario?: string }> = {};
    for (const model of opp.hiring) salaryTipo[model] = { moeda: opp.salary[0], valor: opp.salary[1] };

    // Candidates: the best-matching active professionals, with a little chance so the lists are not all top-N.
    const ranked = pool
      .map((p) => ({ p, score: seedAdherence(criterias, p.skills) + rng.int(0, 25) }))
      .sort((a, b) => b.score - a.score)
      .map((entry) => entry.p);
    const count = stage.kind === 'review' ? rng.int(0, 2) : rng.int(4, 8);
    const chosen: Array<{ professional: DemoProfessional; outcome: Outcome }> = [];
    const outcomes = outcomesFor(opp, count, rng);
    for (const [i, outcome] of outcomes.entries()) {
      const professional = ranked[i];
      if (professional) chosen.push({ professional, outcome });
    }
    const anaOutcome = ANA_APPLICATIONS[opp.titulo];
    if (ana && anaOutcome) chosen.push({ professional: ana, outcome: anaOutcome });

    const defeatDates: string[] = [];
    for (const { professional, outcome } of chosen) {
      const enrolled = outcome.kind === 'enrolled';
      const capture = enrolled ? 'Busca' : professional.person.indicadoPor ? 'Indicação' : 'Divulgação';
      const source = enrolled
        ? input.providerName
        : professional.person.linkedin
          ? 'LinkedIn'
          : rng.pick(['LinkedIn', 'E-Mail', input.providerName, 'Outros']);
      const start = publicationDate ?? createdAt;
      const window = Math.max(HOUR, (end.getTime() - start.getTime()) * 0.35);
      const entry = new Date(start.getTime() + Math.floor(rng.next() * window));
      // Final decisions take place after the last step and before `end`.
      const stepsEnd = new Date(entry.getTime() + Math.floor((end.getTime() - entry.getTime()) * 0.8));
      const { steps: stepList, lastDate } = steps({
        outcome,
        entry,
        end: stepsEnd,
        capture,
        source,
        recruiter,
        rng,
      });
      const decidedAt = new Date(
        lastDate.getTime() + Math.max(HOUR, (end.getTime() - lastDate.getTime()) / 2),
      );
      const history: Array<{ status: number; date: string }> = [
        { status: enrolled ? S.registered : S.competing, date: entry.toISOString() },
      ];
      if (outcome.status !== history[0]?.status)
        history.push({ status: outcome.status, date: decidedAt.toISOString() });
      if (outcome.status === S.refused) defeatDates.push(decidedAt.toISOString());
      candidatureRows.push({
        id: rng.uuid(),
        opportunityId: id,
        userId: professional.id,
        kind: outcome.kind,
        statusCurrent: outcome.status,
        statusHistory: history,
        capture,
        source,
        recruiterId: recruiter.id,
        steps: stepList,
        dateVictory: outcome.status === S.selected ? decidedAt : null,
        dateRefused: outcome.status === S.refused ? decidedAt : null,
        dateQuit: outcome.status === S.quit ? decidedAt : null,
        nivelAderencia: seedAdherence(criterias, professional.skills),
        byRh: enrolled,
        indicadoPor: capture === 'Indicação' ? (professional.person.indicadoPor ?? null) : null,
        createdAt: entry,
        updatedAt: decidedAt,
      });
    }

    const detalhes = `<h3>Sobre a vaga</h3><p>${opp.about}</p><h3>Requisitos</h3><ul>${opp.criteria
      .map(
        // One rule with candidature details (DECISIONS): required is weight 3, desirable weights 2 and 1.
        ([nome, peso]) => `<li>${nome} (${isRequiredCriterion(peso) ? 'obrigatório' : 'desejável'})</li>`,
      )
      .join(
        '',
      )}</ul><p>Cliente: ${opp.client}. Modelo de trabalho: ${{ remote: 'remoto', hybrid: 'híbrido', inPerson: 'presencial' }[opp.work]}.</p>`;
    const detalhesEn = `<h3>About the role</h3><p>${opp.aboutEn}</p><h3>Requirements</h3><ul>${opp.criteria
      .map(([nome, peso]) => `<li>${nome} (${isRequiredCriterion(peso) ? 'required' : 'nice to have'})</li>`)
      .join(
        '',
      )}</ul><p>Client: ${opp.client}. Work model: ${{ remote: 'remote', hybrid: 'hybrid', inPerson: 'on site' }[opp.work]}.</p>`;

    opportunityRows.push({
      id,
      titulo: opp.titulo,
      client: opp.client,
      detalhes,
      detalhesEn,
      publicationDate,
      isPublic,
      isFinished: stage.kind === 'closed',
      finishedAt,
      label: stage.kind === 'open' ? '1' : '2',
      fase,
      lifeCycle,
      quantidadeVagas: opp.vagas,
      victories: stage.kind === 'review' ? 0 : (stage.victories ?? 0),
      defeats: stage.kind === 'review' ? 0 : (stage.defeats ?? 0),
      defeatDates,
      specialReferAndEarn: opp.referAndEarn !== undefined,
      rewardAmount: opp.referAndEarn !== undefined ? opp.referAndEarn.toFixed(2) : null,
      // The programme's own date (the form's 'publication date'): the day the opportunity went public.
      referAndEarnDate: opp.referAndEarn !== undefined ? (publicationDate ?? createdAt) : null,
      locations: locations.map(placeRef),
      region: region,
      rangeKm: 50,
      homeOffice: opp.work === 'remote',
      opportunityType: {
        remote: opp.work === 'remote',
        hybrid: opp.work === 'hybrid',
        inPerson: opp.work === 'inPerson',
      },
      hiringModel: {
        clt: opp.hiring.includes('clt'),
        pj: opp.hiring.includes('pj'),
        others: opp.hiring.includes('others'),
      },
      pretensao: { tipo: salaryTipo },
      criterias,
      interests,
      careers,
      evaluations: ids.evaluationTypes.filter((type) => type.name !== 'Parecer Comportamental').slice(0, 2),
      pcd: opp.pcd === true,
      pcdPref: opp.pcd === true,
      mosaicItems,
      mosaic,
      priority: opp.priority,
      showInKanban: stage.kind !== 'review' || index % 2 === 0,
      squadId: ids.squads[opp.squad] ?? null,
      responsibleId: recruiter.id,
      createdBy: recruiter.id,
      closeReason: stage.kind === 'closed' ? stage.reason : null,
      closeDescription: stage.kind === 'closed' ? 'Processo encerrado.' : null,
      createdAt,
      updatedAt: finishedAt ?? now,
    });
  }
  return { opportunities: opportunityRows, candidatures: candidatureRows };
}
