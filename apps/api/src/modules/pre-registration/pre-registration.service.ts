import {
  type Language,
  normalizeEmail,
  PRE_REGISTRATION_CODES,
  type PreRegisteredUser,
  type PreRegisterMadeByOpportunity,
  type PreRegisterResponse,
  type preRegisterBodySchema,
  preRegisterFieldProblem,
  preRegisterLinkPath,
  type preRegisterMadeBodySchema,
  type resendPreRegisterEmailBodySchema,
} from '@mosaico/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { createInvitationToken } from '../auth';
import { listAttachments } from '../files';
import { sendTemplateMail } from '../mail';
import { findPlace } from '../places';
import type { PreRegisterUserRow } from './pre-registration.repository';
import * as repository from './pre-registration.repository';

type Ctx = Pick<AppContext, 'config' | 'database' | 'mailer' | 'storage'>;

/** How long the link of a pre-registration e-mail works (an expired one can be renewed from the link's screen). */
export const PRE_REGISTER_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const CODES = PRE_REGISTRATION_CODES;
const updateFailed = () => new AppError(400, CODES.updateFailed);

const languageOf = (stored: string): Language =>
  stored === 'en-US' || stored === 'pt-PT' || stored === 'pt-BR' ? stored : 'pt-BR';

async function toContract(
  ctx: Ctx,
  viewer: CurrentUser,
  row: PreRegisterUserRow,
): Promise<PreRegisteredUser> {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    email: row.email,
    preferredLanguage: languageOf(row.preferredLanguage),
    location:
      row.placeId && row.formattedAddress
        ? { place_id: row.placeId, formatted_address: row.formattedAddress }
        : null,
    opportunityId: await repository.findOpportunityOfProfessional(ctx.database.db, row.id),
    preRegister: row.preRegister,
    validRegistration: row.validRegistration,
    registeredBy: row.registeredBy,
    createdAt: row.createdAt.toISOString(),
    attachments: await listAttachments(ctx, viewer, row.id),
  };
}

/** A pre-registered professional (recruiters only), for the edit screen; 400 PRE_REGISTER_UPDATE_FAILED otherwise. */
export async function getPreRegistered(
  ctx: Ctx,
  viewer: CurrentUser,
  id: string,
): Promise<PreRegisteredUser> {
  const row = await repository.findUser(ctx.database.db, id);
  if (!row?.preRegister) throw updateFailed();
  return toContract(ctx, viewer, row);
}

/** Mails the link to choose a password, in the person's language; older links stop working. */
async function sendInvitation(
  ctx: Ctx,
  user: Pick<PreRegisterUserRow, 'id' | 'email' | 'firstName' | 'preferredLanguage'>,
  opportunityTitle: string | null,
): Promise<void> {
  const token = await createInvitationToken(ctx, user.id, PRE_REGISTER_TOKEN_TTL_MS);
  await sendTemplateMail(ctx, {
    to: user.email,
    template: 'preRegistration',
    language: languageOf(user.preferredLanguage),
    data: {
      firstName: user.firstName,
      link: `${ctx.config.publicUrl}${preRegisterLinkPath(user.email, token)}`,
      opportunityTitle,
    },
  });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * PUT /users/pre-register (001 §2.10, §5). Names and e-mail required (PRE_REGISTER_FIELDS_REQUIRED), e-mail well
 * formed (PRE_REGISTER_INVALID_EMAIL) and unused by any other account (409 EMAIL_ALREADY_REGISTERED), location a
 * gazetteer place (400 PLACE_NOT_FOUND), opportunity known (404 OPPORTUNITY_NOT_FOUND). Creating mails the link
 * and records the pre-registration for the opportunity; updating a user who is not (or no longer) pre-registered
 * is 400 PRE_REGISTER_UPDATE_FAILED. A changed e-mail gets a new link (the old one named the old address).
 */
export async function savePreRegistration(
  ctx: Ctx,
  viewer: CurrentUser,
  body: z.output<typeof preRegisterBodySchema>,
): Promise<PreRegisterResponse> {
  const db = ctx.database.db;
  const problem = preRegisterFieldProblem(body);
  if (problem === 'required') throw new AppError(400, CODES.fieldsRequired);
  if (problem === 'invalidEmail') throw new AppError(400, CODES.invalidEmail);
  const firstName = body.firstName.trim();
  const lastName = body.lastName.trim();
  const email = normalizeEmail(body.email);

  const current = body._id ? await repository.findUser(db, body._id) : undefined;
  if (body._id && !current?.preRegister) throw updateFailed();
  if (await repository.emailTakenByOther(db, email, current?.id ?? null)) {
    throw new AppError(409, CODES.emailTaken);
  }

  let location:
    | {
        placeId: string | null;
        formattedAddress: string | null;
        latitude: number | null;
        longitude: number | null;
      }
    | undefined;
  if (body.location === null) {
    location = { placeId: null, formattedAddress: null, latitude: null, longitude: null };
  } else if (body.location) {
    const place = findPlace(body.location.place_id);
    if (!place) throw new AppError(400, 'PLACE_NOT_FOUND');
    location = {
      placeId: place.place_id,
      formattedAddress: place.formatted_address,
      latitude: place.lat ?? null,
      longitude: place.lng ?? null,
    };
  }
  const interestLocations = location?.placeId
    ? [{ place_id: location.placeId, formatted_address: location.formattedAddress }]
    : [];

  const opportunityId = body.opportunityId ?? null;
  const opportunityTitle = opportunityId ? await repository.findOpportunityTitle(db, opportunityId) : null;
  if (opportunityId && opportunityTitle === null && !current)
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');

  try {
    if (!current) {
      const language = body.preferredLanguage ?? 'pt-BR';
      const id = await repository.insertUser(db, {
        email,
        passwordHash: null,
        firstName,
        lastName,
        displayName: `${firstName} ${lastName}`,
        roles: ['user'],
        preferredLanguage: language,
        ...(location ?? {}),
        profile: { interestLocations },
        personalData: { pcdUser: { isUserPCD: false, defs: [] } },
        registerRh: true,
        preRegister: true,
        byRh: true,
        validRegistration: false,
        registeredBy: viewer.id,
      });
      if (opportunityId) {
        await repository.insertPreRegistration(db, {
          opportunityId,
          recruiterId: viewer.id,
          professionalId: id,
          professionalName: `${firstName} ${lastName}`,
        });
      }
      await sendInvitation(ctx, { id, email, firstName, preferredLanguage: language }, opportunityTitle);
      const created = await repository.findUser(db, id);
      if (!created) throw updateFailed();
      return { message: 'PRE_REGISTER_CREATED', user: await toContract(ctx, viewer, created) };
    }

    const changed = await repository.updatePreRegistered(db, current.id, {
      email,
      firstName,
      lastName,
      displayName: `${firstName} ${lastName}`,
      ...(body.preferredLanguage ? { preferredLanguage: body.preferredLanguage } : {}),
      ...(location ? { ...location, profile: { interestLocations } } : {}),
    });
    if (!changed) throw updateFailed();
    const updated = await repository.findUser(db, current.id);
    if (!updated) throw updateFailed();
    if (updated.email !== current.email) {
      const forOpportunity = await repository.findOpportunityOfProfessional(db, updated.id);
      const title = forOpportunity ? await repository.findOpportunityTitle(db, forOpportunity) : null;
      await sendInvitation(ctx, updated, title);
    }
    return { message: 'PRE_REGISTER_UPDATED', user: await toContract(ctx, viewer, updated) };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, CODES.emailTaken);
    throw error;
  }
}

/** DELETE /users/{id}/exclude-pre-register: only a user still pre-registered; their files go with them. */
export async function excludePreRegistration(
  ctx: Ctx,
  id: string,
): Promise<{ message: 'PRE_REGISTER_DELETED' }> {
  const keys = await repository.deletePreRegistered(ctx.database.db, id);
  if (keys === null) throw updateFailed();
  await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  return { message: 'PRE_REGISTER_DELETED' };
}

/**
 * POST /users/preRegisterMade: records a pre-registration made for an opportunity by name. The caller is the
 * recruiter (recruiterId must be the caller's id, else 403); a name already recorded for the opportunity (the PUT
 * records its own) is not recorded twice.
 */
export async function recordPreRegisterMade(
  ctx: Ctx,
  viewer: CurrentUser,
  body: z.output<typeof preRegisterMadeBodySchema>,
): Promise<PreRegisterMadeByOpportunity> {
  if (body.recruiterId !== viewer.id) throw new AppError(403, 'FORBIDDEN');
  const db = ctx.database.db;
  if (!(await repository.opportunityExists(db, body.idOpportunity)))
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  if (!(await repository.hasPreRegistrationNamed(db, body.idOpportunity, body.professionalName))) {
    await repository.insertPreRegistration(db, {
      opportunityId: body.idOpportunity,
      recruiterId: viewer.id,
      professionalName: body.professionalName,
    });
  }
  return listPreRegisterMade(ctx, body.idOpportunity);
}

/** GET /users/preRegisterMadeByOpportunity/{id}: the pre-registrations made for an opportunity, newest first. */
export async function listPreRegisterMade(
  ctx: Ctx,
  opportunityId: string,
): Promise<PreRegisterMadeByOpportunity> {
  const db = ctx.database.db;
  if (!(await repository.opportunityExists(db, opportunityId)))
    throw new AppError(404, 'OPPORTUNITY_NOT_FOUND');
  const rows = await repository.listByOpportunity(db, opportunityId);
  return {
    opportunityId,
    total: rows.length,
    items: rows.map((row) => ({
      _id: row.id,
      opportunityId: row.opportunityId,
      professionalName: row.professionalName,
      professionalId: row.professionalId,
      stillPreRegistered: row.stillPreRegistered ?? null,
      recruiter: row.recruiter ?? null,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}

/**
 * POST /users/resend-pre-register-email: a new link (older ones stop working) to a user still pre-registered
 * (400 PRE_REGISTER_UPDATE_FAILED otherwise). The title is the stored opportunity's when it exists.
 */
export async function resendPreRegisterEmail(
  ctx: Ctx,
  body: z.output<typeof resendPreRegisterEmailBodySchema>,
): Promise<{ message: 'PRE_REGISTER_EMAIL_SENT' }> {
  const db = ctx.database.db;
  const user = await repository.findUser(db, body.professionalId);
  if (!user?.preRegister) throw updateFailed();
  const storedTitle = body.opportunityId
    ? await repository.findOpportunityTitle(db, body.opportunityId)
    : null;
  await sendInvitation(ctx, user, storedTitle ?? body.opportunityTitle?.trim() ?? null);
  return { message: 'PRE_REGISTER_EMAIL_SENT' };
}

/** POST /users/send-welcome-mail: the welcome message (link to the profile) to an active professional. */
export async function sendWelcomeMail(
  ctx: Ctx,
  userId: string,
): Promise<{ message: 'EMAIL_SENT_WITH_SUCCESS' }> {
  const user = await repository.findUser(ctx.database.db, userId);
  if (!user || user.roles.some((role) => role === 'rh' || role === 'rh_manager')) {
    throw new AppError(404, 'USER_NOTFOUND');
  }
  await sendTemplateMail(ctx, {
    to: user.email,
    template: 'welcome',
    language: languageOf(user.preferredLanguage),
    data: {
      firstName: user.firstName,
      link: `${ctx.config.publicUrl}/professional/${encodeURIComponent(user.id)}/professinal-profile?step=welcome`,
      opportunityTitle: null,
    },
  });
  return { message: 'EMAIL_SENT_WITH_SUCCESS' };
}
