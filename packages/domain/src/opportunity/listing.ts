import { z } from 'zod';

// Page sizes: 000 §9 (search 36, home compatible 2), 001 §9 (12, keyword 10, finder 12),
// 002 §9 (talent board 10, kanban search 36).
export const PAGE_SIZES = {
  search: 36,
  homeCompatible: 2,
  compatibles: 12,
  enrolled: 12,
  candidates: 12,
  keywordSearch: 10,
  findProfessionals: 12,
  talentBoard: 10,
  kanbanSearch: 36,
} as const;

// 001 §9: order keys of the compatibles tab.
export const COMPATIBLES_ORDER = { adherence: 0, pcd: 1, talents: 4 } as const;
export type CompatiblesOrder = (typeof COMPATIBLES_ORDER)[keyof typeof COMPATIBLES_ORDER];
export const compatiblesOrderSchema = z.union([z.literal(0), z.literal(1), z.literal(4)]);

// 001 §9: order keys of the enrolled and candidates tabs.
export const APPLICANTS_ORDER = { adherence: 0, older: 1, recent: 2, pcd: 3, talents: 4 } as const;
export type ApplicantsOrder = (typeof APPLICANTS_ORDER)[keyof typeof APPLICANTS_ORDER];
export const applicantsOrderSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

/** 001 §9: PCD-preferring opportunities default to the PCD order. */
export function defaultCompatiblesOrder(pcdPref: boolean | null | undefined): CompatiblesOrder {
  return pcdPref ? COMPATIBLES_ORDER.pcd : COMPATIBLES_ORDER.adherence;
}
export function defaultApplicantsOrder(pcdPref: boolean | null | undefined): ApplicantsOrder {
  return pcdPref ? APPLICANTS_ORDER.pcd : APPLICANTS_ORDER.adherence;
}

// The filter value meaning "all" wherever the contract uses 99.
export const FILTER_ALL = 99;

// 001 §9: enrolled filter.
export const ENROLLED_FILTER = { all: FILTER_ALL, selectedByRh: 0, ownApplications: 1 } as const;
export const enrolledFilterSchema = z.union([z.literal(99), z.literal(0), z.literal(1)]);

// 001 §4 / §9: stage filter of the candidates tab.
export const STAGE_FILTER = {
  all: FILTER_ALL,
  recruitment: 1,
  evaluation: 2,
  selection: 3,
  presentation: 4,
} as const;
export const stageFilterSchema = z.union([
  z.literal(99),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
]);

// 001 §7: opportunity list filters (GET opportunity/filter/{…}).
export const OPPORTUNITY_LIST_FILTERS = [
  'published',
  'unpublished',
  'recruitment',
  'revision',
  'inProgress',
  'active',
] as const;
export const opportunityListFilterSchema = z.enum(OPPORTUNITY_LIST_FILTERS);

// 002 §2.7: recruiter search status (Publicadas, Não Publicadas, Encerradas).
export const RECRUITER_SEARCH_STATUSES = ['published', 'unpublished', 'finalized'] as const;
export const recruiterSearchStatusSchema = z.enum(RECRUITER_SEARCH_STATUSES);

// 001 §2.6 / §3: the professionals screen's three tabs.
export const PROFESSIONALS_TABS = ['compatibles', 'enrolled', 'candidates'] as const;
export type ProfessionalsTab = (typeof PROFESSIONALS_TABS)[number];
export const professionalsTabSchema = z.enum(PROFESSIONALS_TABS);

// 000 §1 / 002 §9: home page regions, with the home response's field for each (000 §7).
export const REGIONS = ['brazil', 'europe', 'northAmerica'] as const;
export type Region = (typeof REGIONS)[number];
export const regionSchema = z.enum(REGIONS);
export const HOME_REGION_FIELDS: Record<Region, string> = {
  brazil: 'brazillianOpportunities',
  europe: 'europeanOpportunities',
  northAmerica: 'northAmericanOpportunities',
};
