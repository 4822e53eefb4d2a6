import type { OpportunityEdit, OpportunitySaveErrorCode, OpportunityWriteBody } from '@mosaico/domain';

/** What the form edits: the write body's fields, with the ones the inputs may leave empty made explicit. */
export type Values = Required<
  Pick<
    OpportunityWriteBody,
    | 'titulo'
    | 'specialReferAndEarn'
    | 'location'
    | 'range'
    | 'opportunityType'
    | 'hiringModel'
    | 'detalhes'
    | 'criterias'
    | 'interests'
    | 'careers'
    | 'evaluations'
    | 'pcd'
    | 'pcdPref'
    | 'mosaicItems'
  >
> & {
  client: string;
  rewardAmount: number | null;
  publicationDate: string | null;
  selectedPriority: { label?: string; value: number } | null;
  detalhesEn: string;
  pretensao: {
    tipo: Partial<Record<'clt' | 'pj' | 'others', { moeda?: string | null; valor?: string | null }>>;
  };
};

/** The message to show at a field (by its id), if the last save's warning is about it. */
export type FieldError = (field: string) => string | undefined;

/** Sets one field; the sections share it with the form that owns the values. */
export type SetValue = <K extends keyof Values>(key: K, value: Values[K]) => void;
/** Changes several fields at once from the current values. */
export type UpdateValues = (change: (values: Values) => Values) => void;

/** What every section of the form is handed: the values, their setters and the message at a field. */
export interface SectionProps {
  values: Values;
  set: SetValue;
  update: UpdateValues;
  errorAt: FieldError;
}

export const HIRING_MODELS = ['clt', 'pj', 'others'] as const;
export type HiringModelKey = (typeof HIRING_MODELS)[number];
export const TYPES = ['hybrid', 'remote', 'inPerson'] as const;

/** The field each rule of 001 §5 is about: the form focuses it with the rule's message. */
export const FIELD_OF: Record<OpportunitySaveErrorCode, string> = {
  OPPORTUNITY_TITLE_REQUIRED: 'opp-titulo',
  OPPORTUNITY_CLIENT_REQUIRED: 'opp-client',
  OPPORTUNITY_REWARD_REQUIRED: 'opp-reward',
  OPPORTUNITY_PUBLICATION_DATE_REQUIRED: 'opp-publication',
  OPPORTUNITY_PUBLICATION_DATE_INVALID: 'opp-publication',
  OPPORTUNITY_LOCATION_REQUIRED: 'opp-location',
  OPPORTUNITY_TYPE_REQUIRED: 'opp-type-hybrid',
  OPPORTUNITY_HIRING_MODEL_REQUIRED: 'opp-hiring-clt',
  OPPORTUNITY_PRIORITY_REQUIRED: 'opp-priority',
  OPPORTUNITY_SALARY_REQUIRED: 'opp-salary',
  OPPORTUNITY_MOSAIC_EMPTY: 'opp-mosaic',
  OPPORTUNITY_DETAILS_REQUIRED: 'opp-details',
  OPPORTUNITY_CRITERION_REQUIRED: 'opp-criteria',
  OPPORTUNITY_INTEREST_REQUIRED: 'opp-interests',
  OPPORTUNITY_CAREER_REQUIRED: 'opp-careers',
};

/** The values each rule reads: once one of them changes, the rule's message leaves its field. */
export const VALUES_OF: Record<OpportunitySaveErrorCode, ReadonlyArray<keyof Values>> = {
  OPPORTUNITY_TITLE_REQUIRED: ['titulo'],
  OPPORTUNITY_CLIENT_REQUIRED: ['client'],
  OPPORTUNITY_REWARD_REQUIRED: ['rewardAmount', 'specialReferAndEarn'],
  OPPORTUNITY_PUBLICATION_DATE_REQUIRED: ['publicationDate', 'specialReferAndEarn'],
  OPPORTUNITY_PUBLICATION_DATE_INVALID: ['publicationDate', 'specialReferAndEarn'],
  OPPORTUNITY_LOCATION_REQUIRED: ['location', 'opportunityType'],
  OPPORTUNITY_TYPE_REQUIRED: ['opportunityType'],
  OPPORTUNITY_HIRING_MODEL_REQUIRED: ['hiringModel'],
  OPPORTUNITY_PRIORITY_REQUIRED: ['selectedPriority'],
  OPPORTUNITY_SALARY_REQUIRED: ['pretensao', 'hiringModel'],
  OPPORTUNITY_MOSAIC_EMPTY: ['mosaicItems'],
  OPPORTUNITY_DETAILS_REQUIRED: ['detalhes'],
  OPPORTUNITY_CRITERION_REQUIRED: ['criterias'],
  OPPORTUNITY_INTEREST_REQUIRED: ['interests'],
  OPPORTUNITY_CAREER_REQUIRED: ['careers'],
};

export const EMPTY: Values = {
  titulo: '',
  client: '',
  specialReferAndEarn: false,
  rewardAmount: null,
  publicationDate: null,
  location: [],
  range: 50,
  opportunityType: { remote: false, hybrid: false, inPerson: false },
  hiringModel: { clt: false, pj: false, others: false },
  pretensao: { tipo: {} },
  selectedPriority: { label: 'Alta', value: 1 },
  detalhes: '',
  detalhesEn: '',
  criterias: [],
  interests: [],
  careers: [],
  evaluations: [],
  pcd: false,
  pcdPref: false,
  mosaicItems: [],
};

export function valuesOf(edit: OpportunityEdit, copyTitle?: string): Values {
  return {
    ...EMPTY,
    ...edit,
    titulo: copyTitle ?? edit.titulo,
    client: edit.client ?? '',
    publicationDate: edit.publicationDate ? edit.publicationDate.slice(0, 10) : null,
    detalhesEn: edit.detalhesEn ?? '',
  };
}

/** NumberInput answers a number, or a string while a fixed decimal scale pads it ('1234.50'); empty is none. */
export function moneyValue(value: number | string): number | null {
  const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(number) && number >= 0 ? number : null;
}

const TYPED_DAY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The publication date as typed (DD/MM/YYYY, DECISIONS 'Dates') to what the form sends: 'YYYY-MM-DD' for a complete
 * date, real or not (the save rules judge it), the text itself otherwise, null when empty.
 */
export function publicationDateOf(typed: string): string | null {
  const text = typed.trim();
  if (text === '') return null;
  const match = TYPED_DAY.exec(text);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : text;
}

/** What the date field shows for a value the form holds ('YYYY-MM-DD' becomes DD/MM/YYYY). */
export function typedPublicationDate(value: string | null): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (value ?? '');
}
