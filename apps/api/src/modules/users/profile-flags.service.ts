import {
  type FlagStateView,
  type FlagStatusResponse,
  type ProfileFlagsResponse,
  STORED_FLAG_NAMES,
  type StoredFlagName,
} from '@mosaico/domain';
import type { AppContext } from '../../app-context';
import type { FlagState } from '../../db/schema';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { isPcdOf } from '../../lib/professional-badges';
import { recordAutomaticEvent } from '../feed';
import { withFlag } from './profile-flags';
import * as repository from './users.repository';
import { requireUserRow } from './users.service';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'queue'>;

/** The professional a flag call names: an active account that is not a recruiter's (404 otherwise). */
async function requireProfessionalRow(ctx: Ctx, userId: string) {
  const row = await requireUserRow(ctx, userId);
  if (row.roles.some((role) => role === 'rh' || role === 'rh_manager')) {
    throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  }
  return row;
}

/**
 * Flags that exclude one another: a member of the provider's programme is not an ex-member, and the other way round
 * (docs/decisions/incoming/flags-and-disability.md). Turning one on turns the other off, stamped alike.
 */
const EXCLUDES: Partial<Record<StoredFlagName, StoredFlagName>> = {
  eluminer: 'ex_eluminer',
  ex_eluminer: 'eluminer',
};

/**
 * The `profile/*` flag calls (002 §7.4) but PcD: turn-talent, become-eluminer, update-eluminer, update-ex-eluminer,
 * indication-user, location-international, updateEuropeanUnionCitizenship. Each keeps the flag as
 * { status, updatedAt, updatedBy } (000 §3); setting it to what it already is changes nothing, its date included.
 * The talent flag's copy in the matching tables (is_talent, read by the Talents order of the professionals tabs)
 * follows by the users trigger of migration 0006, in the same statement.
 * A change is written to the professional's feed as an automatic 'flagged' event (issue 23); PcD is not one of
 * these flags and writes none (sensitive data stays out of the feed).
 */
export async function setProfileFlag(
  ctx: Ctx,
  viewer: CurrentUser,
  userId: string,
  flag: StoredFlagName,
  status: boolean,
): Promise<FlagStatusResponse> {
  const row = await requireProfessionalRow(ctx, userId);
  let flags: Record<string, FlagState> = withFlag(row.flags, flag, status, viewer.id) ?? row.flags;
  const excluded = EXCLUDES[flag];
  if (status && excluded) flags = withFlag(flags, excluded, false, viewer.id) ?? flags;
  const changed = flags !== row.flags;
  if (changed) {
    await repository.saveProfile(ctx.database.db, userId, { flags }, null);
    await recordAutomaticEvent(ctx.database.db, {
      professionalId: userId,
      kind: 'flagged',
      actorId: viewer.id,
    });
  }
  return { status, updatedAt: flags[flag]?.updatedAt ?? null };
}

/** PcD's stamp, kept beside isUserPCD in dadosPessoais.pcdUser (the flag lives there, 000 §3). */
interface PcdState {
  isUserPCD?: unknown;
  defs?: unknown;
  updatedAt?: unknown;
  updatedBy?: unknown;
}

/**
 * PUT profile/changePcdState/{id}: whether the professional is a person with a disability
 * (dadosPessoais.pcdUser.isUserPCD; the details are kept), stamped with when and by whom like the other flags. The
 * matching tables' is_pcd follows by the users trigger (migration 0006), which PcD-preferring orders read.
 * Sensitive personal data: the person or a recruiter only (access table), never logged.
 */
export async function setPcdState(
  ctx: Ctx,
  viewer: CurrentUser,
  userId: string,
  status: boolean,
): Promise<FlagStatusResponse> {
  const row = await requireProfessionalRow(ctx, userId);
  const pcd = (row.personalData.pcdUser ?? {}) as PcdState;
  if ((pcd.isUserPCD === true) === status) {
    return { status, updatedAt: typeof pcd.updatedAt === 'string' ? pcd.updatedAt : null };
  }
  const updatedAt = new Date().toISOString();
  const personalData = {
    ...row.personalData,
    pcdUser: { ...pcd, isUserPCD: status, updatedAt, updatedBy: viewer.id },
  };
  await repository.saveProfile(ctx.database.db, userId, { personalData }, null);
  return { status, updatedAt };
}

function stateOf(flags: Record<string, FlagState>, name: string): FlagStateView {
  const flag = flags[name];
  return { status: flag?.status === true, updatedAt: flag?.updatedAt ?? null };
}

/**
 * GET profile/flags/{id}: the flags panel's switches (recruiters only) with their state. A recruiter registration or pre-registration is a professional too; a recruiter account is not one.
 */
export async function getProfileFlags(ctx: Ctx, userId: string): Promise<ProfileFlagsResponse> {
  const row = await requireProfessionalRow(ctx, userId);
  const pcd = (row.personalData.pcdUser ?? {}) as PcdState;
  const names = STORED_FLAG_NAMES;
  return {
    _id: row.id,
    displayName: row.displayName,
    isTalent: stateOf(row.flags, names.isTalent),
    isEluminer: stateOf(row.flags, names.isEluminer),
    isCollaboratorExEluminer: stateOf(row.flags, names.isCollaboratorExEluminer),
    isIndicationUser: stateOf(row.flags, names.isIndicationUser),
    locationInternational: stateOf(row.flags, names.locationInternational),
    europeanUnionCitizenship: stateOf(row.flags, names.europeanUnionCitizenship),
    isUserPCD: {
      status: isPcdOf(row.personalData),
      updatedAt: typeof pcd.updatedAt === 'string' ? pcd.updatedAt : null,
    },
  };
}
