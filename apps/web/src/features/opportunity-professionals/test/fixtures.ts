import {
  type ApplicationCriterion,
  type CompatiblesResponse,
  explainMatch,
  type ProfessionalCardItem,
  toCardExplanation,
} from '@mosaico/domain';

/** An explanation computed by the domain rule itself, so the fixtures stay what the API sends. */
export const sampleExplanation = toCardExplanation(
  explainMatch({
    criteria: [
      { nome: 'TypeScript', termos: ['TS'], peso: 3, necessary: true },
      { nome: 'Node.js', termos: ['Node', 'NodeJS'], peso: 3, necessary: true },
      { nome: 'React', termos: ['ReactJS'], peso: 2 },
      { nome: 'Docker', termos: ['Containers'], peso: 1 },
      { nome: 'Kubernetes', termos: ['K8s'], peso: 1 },
      { nome: 'GraphQL', termos: [], peso: 2 },
    ],
    skills: [
      { nome: 'TypeScript', level: 3, source: 'declared' },
      { nome: 'NodeJS', level: 1, source: 'declared' },
      { nome: 'ReactJS', level: 2, source: 'linkedin' },
    ],
    cvText: 'Worked with Docker and Compose for five years.',
  }),
);

export function criterion(name: string): ApplicationCriterion {
  const found = sampleExplanation.criterias.find((item) => item.nome === name);
  if (!found) throw new Error(`no criterion ${name}`);
  return found;
}

export function cardItem(
  overrides: Partial<ProfessionalCardItem> & { user?: Partial<ProfessionalCardItem['_usuario']> } = {},
): ProfessionalCardItem {
  const { user, ...rest } = overrides;
  return {
    _usuario: {
      _id: 'u-1',
      displayName: 'Ana Souza',
      email: 'an*@mosaico.test',
      contato: { lista: [{ tipo: 'Preferencial', contato: '(11) *****-8940' }] },
      notificationsSettings: { isActive: false, channels: [] },
      dadosPessoais: { pcdUser: { isUserPCD: false }, preferredLanguage: 'pt-BR' },
      userImageUrl: null,
      provider: null,
      preRegister: false,
      validRegistration: true,
      eluminer: { status: false },
      talent: { status: false },
      europeanUnionCitizenship: { status: false },
      avaliacoesUsuario: [],
      deleted: false,
      ...user,
    },
    nivelAderencia: sampleExplanation.adherence,
    byRH: false,
    status: { current: null },
    steps: [],
    createdAt: null,
    capture: null,
    source: null,
    candidatureKind: null,
    notifyOnFinish: true,
    explanation: sampleExplanation,
    badges: [],
    ...rest,
  };
}

export function compatiblesPage(items: ProfessionalCardItem[], total = items.length): CompatiblesResponse {
  return { usersList: items, total, title: 'Desenvolvedor(a) Full-stack TypeScript', isFinished: false };
}

export const opportunityDetail = {
  restricted: false,
  available: true,
  _id: 'opp-1',
  idOpportunity: 4,
  titulo: 'Desenvolvedor(a) Full-stack TypeScript',
  created: '2025-01-01T00:00:00.000Z',
  detalhes: '<p>x</p>',
  detalhesEn: null,
  location: [],
  homeOffice: true,
  opportunityType: { remote: true, hybrid: false, inPerson: false },
  hiringModel: { clt: true, pj: false, others: false },
  mosaico: [],
  criterias: [],
  careers: [],
  interests: [],
  isPublic: true,
  isFinished: false,
  quantidadeVagas: 2,
  fase: 2,
  label: '1',
  stage: 'evaluation',
  status: 'published',
  isCandidate: false,
  isEnrolled: false,
  nivelAderencia: null,
  client: 'Logística Já',
  squad: null,
  responsible: null,
  specialReferAndEarn: null,
  rewardAmount: null,
  publicationDate: null,
  referAndEarnDate: null,
  canDelete: true,
};

/** GET opportunity/kanban/{id}: the expanded card's data, of which the screen reads the three tab counters. */
export function expandedCard(counts: { compatibles: number; enrolled: number; candidates: number }) {
  return {
    _id: 'opp-1',
    idOpportunity: 1042,
    titulo: 'Desenvolvedor(a) Full-stack TypeScript',
    cliente: null,
    status: 'published',
    created: '2026-01-01T00:00:00.000Z',
    label: '1',
    isPublic: true,
    isFinished: false,
    fase: 2,
    quantidadeVagas: 1,
    victories: 0,
    defeats: 0,
    detalhes: '',
    detalhesEn: null,
    quantidadeCompativeis: counts.compatibles,
    quantidadeTriados: counts.enrolled,
    quantidadeCandidatos: counts.candidates,
    squad: null,
    user: null,
    criteriosMatch: [],
    geolocation: [],
    atitudes: [],
    carreiras: [],
  };
}
