// Imported on use (home-api.ts): the first page ships without zod and the schemas it builds (issue 11).
export { homeListsResponseSchema } from '@mosaico/domain';
