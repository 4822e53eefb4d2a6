import { DEFAULT_RANGE_KM } from '../opportunity/rules';

// Apart from search.ts so the web's search form (on the first page) can use them without zod (issue 11).

// 000 §9: search radius in km, default 50 (the opportunities' default range).
export const DEFAULT_SEARCH_RADIUS_KM = DEFAULT_RANGE_KM;
export const MAX_SEARCH_RADIUS_KM = 2_000;
