// Imported on use (places-api.ts): the home's search form is on the first page, which ships without zod (issue 11).
export { placeAutocompleteResponseSchema, placeDetailsSchema } from '@mosaico/domain';
