import type { FlagStatusResponse, RecruitmentProfile } from '@mosaico/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { eraseRegistration } from './account-deletion.repository';
import { withFlag } from './profile-flags';
import * as repository from './users.repository';
import { requireUserRow } from './users.service';

type Ctx = Pick<AppContext, 'database' | 'storage' | 'queue'>;

/**
 * DELETE users (000 §4, 002 §3): erases the signed-in professional's registration and keeps only the
 * deleted-profile record (name, e-mail, when, and the optional comment). Their sessions end; the e-mail can sign up
 * again. Any failure answers ACCOUNT_DELETION_FAILED and leaves the registration as it was (one transaction); the
 * files' bytes go after the commit, so a failure there leaves only unreachable bytes, which are logged.
 */
export async function deleteOwnAccount(
  ctx: Ctx,
  viewer: CurrentUser,
  input: { comment?: string | null },
  log: FastifyBaseLogger,
): Promise<void> {
  const row = await requireUserRow(ctx, viewer.id);
  let storageKeys: string[];
  try {
    storageKeys = await eraseRegistration(ctx.database.db, {
      userId: row.id,
      userName: row.displayName,
      userEmail: row.email,
      comment: input.comment?.trim() || null,
    });
  } catch (error) {
    log.error({ err: error, userId: row.id }, 'account deletion failed');
    throw new AppError(500, 'ACCOUNT_DELETION_FAILED');
  }
  const removals = await Promise.allSettled(storageKeys.map((key) => ctx.storage.delete(key)));
  const failed = removals.filter((result) => result.status === 'rejected').length;
  if (failed > 0) log.error({ userId: row.id, failed }, 'files of a deleted account could not be removed');
}

/** The flags `profile/*` switches (000 §7), each stored as a flag kept with a status (000 §3). */
export type SwitchableFlag = 'location_international' | 'indication_user' | 'europeanUnionCitizenship';

/**
 * PUT profile/location-international/{id}, PUT profile/indication-user/{id}, POST
 * profile/updateEuropeanUnionCitizenship/{id}: sets the flag with when and by whom. Setting it to what it already
 * is changes nothing.
 */
export async function setProfileFlag(
  ctx: Ctx,
  viewer: CurrentUser,
  userId: string,
  flag: SwitchableFlag,
  status: boolean,
): Promise<FlagStatusResponse> {
  const row = await requireUserRow(ctx, userId);
  const flags = withFlag(row.flags, flag, status, viewer.id) ?? row.flags;
  if (flags !== row.flags) await repository.saveProfile(ctx.database.db, userId, { flags }, null);
  return { status, updatedAt: flags[flag]?.updatedAt ?? null };
}

/**
 * PUT profile/changePcdState/{id}: whether the professional is a person with a disability
 * (dadosPessoais.pcdUser.isUserPCD; the details are kept). The matching tables follow by the users trigger
 * (migration 0006), which PcD-preferring orders read; no recomputation is needed.
 */
export async function setPcdState(ctx: Ctx, userId: string, status: boolean): Promise<FlagStatusResponse> {
  const row = await requireUserRow(ctx, userId);
  const pcd = (row.personalData.pcdUser ?? {}) as { isUserPCD?: unknown; defs?: unknown };
  if ((pcd.isUserPCD === true) === status) return { status, updatedAt: row.updatedAt.toISOString() };
  const personalData = { ...row.personalData, pcdUser: { ...pcd, isUserPCD: status } };
  await repository.saveProfile(ctx.database.db, userId, { personalData }, null);
  const saved = await requireUserRow(ctx, userId);
  return { status, updatedAt: saved.updatedAt.toISOString() };
}

/** GET profile/recruitment: how the signed-in professional arrived (the 'how you got here' tab) and by whom. */
export async function getRecruitmentProfile(ctx: Ctx, viewer: CurrentUser): Promise<RecruitmentProfile> {
  const row = await requireUserRow(ctx, viewer.id);
  const indicadoPor = row.personalData.indicadoPor;
  return {
    indicadoPor: typeof indicadoPor === 'string' && indicadoPor.trim() !== '' ? indicadoPor : null,
    registerRh: row.registerRh,
    preRegister: row.preRegister,
    byRH: row.byRh,
    validRegistration: row.validRegistration,
    provider: row.provider,
    createdAt: row.createdAt.toISOString(),
  };
}
