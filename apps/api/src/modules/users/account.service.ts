import type { ErasureReceipt, RecruitmentProfile } from '@mosaico/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { eraseRegistration } from './account-deletion.repository';
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
): Promise<ErasureReceipt> {
  const row = await requireUserRow(ctx, viewer.id);
  let erased: Awaited<ReturnType<typeof eraseRegistration>>;
  try {
    erased = await eraseRegistration(ctx.database.db, {
      userId: row.id,
      userName: row.displayName,
      userEmail: row.email,
      comment: input.comment?.trim() || null,
    });
  } catch (error) {
    log.error({ err: error, userId: row.id }, 'account deletion failed');
    throw new AppError(500, 'ACCOUNT_DELETION_FAILED');
  }
  const removals = await Promise.allSettled(erased.storageKeys.map((key) => ctx.storage.delete(key)));
  const failed = removals.filter((result) => result.status === 'rejected').length;
  if (failed > 0) log.error({ userId: row.id, failed }, 'files of a deleted account could not be removed');
  return {
    erasedAt: new Date().toISOString(),
    lines: erased.lines,
    storage: { filesRemoved: erased.storageKeys.length - failed, filesFailed: failed },
    kept: { place: 'deleted_profiles', fields: ['userName', 'userEmail', 'created', 'comment'] },
  };
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
