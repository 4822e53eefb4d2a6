import {
  becomeEluminerBodySchema,
  flagStatusBodySchema,
  flagStatusResponseSchema,
  profileFlagsResponseSchema,
  type StoredFlagName,
} from '@mosaico/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { getProfileFlags, setPcdState, setProfileFlag } from './profile-flags.service';

const security = [{ bearerAuth: [] }];
const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() }).loose();
const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const flagResponses = {
  200: flagStatusResponseSchema,
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};
const ANSWER =
  'Answers {status, updatedAt}. 400 VALIDATION_ERROR naming `status` when it is missing or not a boolean; 404 ' +
  'USER_NOTFOUND for an unknown or deleted account, PROFESSIONAL_NOT_FOUND for a recruiter account.';

/**
 * The eight `profile/*` flag calls of 002 §7.4 and the flags panel's read (GET profile/flags/{id}). Who may call
 * each is in users.access.ts: the recruiter-set flags are recruiters' (002 §6), PcD, the international location and
 * EU citizenship also the person's own.
 */
export const profileFlagsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/profile/flags/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A professional's flags as the flags panel shows them (recruiters only)",
        description:
          'Each of isTalent, isEluminer, isCollaboratorExEluminer, isIndicationUser, locationInternational, ' +
          'europeanUnionCitizenship and isUserPCD as {status, updatedAt} (updatedAt null: never set). PcD is ' +
          'sensitive personal data: this answer is for the recruiter acting on it. 404 USER_NOTFOUND for an ' +
          'unknown or deleted account, PROFESSIONAL_NOT_FOUND for a recruiter account.',
        security,
        params: paramsSchema,
        response: { 200: profileFlagsResponseSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => getProfileFlags(ctx, request.params.id),
  );

  app.put(
    '/profile/changePcdState/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Set whether the professional is a person with a disability (PcD)',
        description:
          'Body {status}. Sets dadosPessoais.pcdUser.isUserPCD (the details are kept) with when and by whom; the ' +
          'PcD-first orders of the professionals tabs follow at once. The professional or a recruiter. ' +
          ANSWER,
        security,
        params: paramsSchema,
        body: flagStatusBodySchema,
        response: flagResponses,
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return setPcdState(ctx, viewer, request.params.id, request.body.status);
    },
  );

  const flagRoute = (
    method: 'PUT' | 'POST',
    url: string,
    flag: StoredFlagName,
    summary: string,
    who: string,
  ) =>
    app.route({
      method,
      url,
      schema: {
        tags: ['users'],
        summary,
        description: `Body {status}. Stores the flag ${flag} with when and by whom it changed (000 §3). ${who} ${ANSWER}`,
        security,
        params: paramsSchema,
        body: flagStatusBodySchema,
        response: flagResponses,
      },
      handler: async (request) => {
        const viewer = request.currentUser;
        if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
        return setProfileFlag(ctx, viewer, request.params.id, flag, request.body.status);
      },
    });

  flagRoute(
    'PUT',
    '/profile/turn-talent/:id',
    'talent',
    'Set whether the professional is a talent',
    'Recruiters only. The Talents order of the professionals tabs follows at once.',
  );
  flagRoute(
    'PUT',
    '/profile/update-eluminer/:id',
    'eluminer',
    "Set whether the professional is a member of the provider's programme",
    'Recruiters only. Turning it on turns ex_eluminer off.',
  );
  flagRoute(
    'PUT',
    '/profile/update-ex-eluminer/:id',
    'ex_eluminer',
    'Set whether the professional is an ex-collaborator of the provider',
    'Recruiters only. Turning it on turns eluminer off.',
  );
  flagRoute(
    'PUT',
    '/profile/location-international/:id',
    'location_international',
    'Set whether the professional lives outside Brazil',
    'The professional or a recruiter.',
  );
  flagRoute(
    'PUT',
    '/profile/indication-user/:id',
    'indication_user',
    'Set whether the professional was referred by the provider',
    'Recruiters only: the referral is the provider’s to record.',
  );
  flagRoute(
    'POST',
    '/profile/updateEuropeanUnionCitizenship/:id',
    'europeanUnionCitizenship',
    'Set whether the professional is a European Union citizen',
    'The professional or a recruiter.',
  );

  app.post(
    '/profile/become-eluminer/:id',
    {
      schema: {
        tags: ['users'],
        summary: "Make the professional a member of the provider's programme",
        description:
          'No body needed ({status: true} is accepted; anything else is refused with 400 naming the field). Turns ' +
          'the eluminer flag on, and ex_eluminer off, with when and by whom. Recruiters only. PUT ' +
          `profile/update-eluminer/{id} turns it off. ${ANSWER}`,
        security,
        params: paramsSchema,
        body: becomeEluminerBodySchema,
        response: flagResponses,
      },
    },
    async (request) => {
      const viewer = request.currentUser;
      if (!viewer) throw new AppError(401, 'UNAUTHORIZED');
      return setProfileFlag(ctx, viewer, request.params.id, 'eluminer', true);
    },
  );
};
