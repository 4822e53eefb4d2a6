import { randomUUID } from 'node:crypto';
import {
  type Attachment,
  CV_MIME_TYPES,
  type DeleteCvBody,
  type FileKind,
  fileIdFromUrl,
  fileUrlOf,
  HR_ATTACHMENT_MARKER,
  PHOTO_MIME_TYPES,
  type UploadCvBody,
  type UploadedFile,
} from '@mosaico/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../app-context';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { docxWithinLimits } from '../../lib/zip-inspect';
import { requestCvTextExtraction } from '../search';
import type { FileRow } from './files.repository';
import * as repository from './files.repository';

/** Unbound anonymous (sign-up) uploads, and signed-in uploads never attached nor used, are purged after this. */
export const UNBOUND_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * How many uploads a signed-in person may keep that are neither attached to a profile nor anyone's photo
 * (issue 12): a profile needs at most 5 CVs and a photo, and unused ones are purged after a day.
 */
export const UNUSED_UPLOAD_QUOTA = 20;
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/** How often the app purges them (see scheduleUploadPurge). */
export const UPLOAD_PURGE_INTERVAL_MS = 60 * 60 * 1000;

// What each kind accepts, judged by the bytes (file-type), never by the name or the client's mime type.
const ALLOWED: Record<FileKind, { mimes: readonly string[]; label: string }> = {
  cv: { mimes: CV_MIME_TYPES, label: 'PDF, DOCX' },
  photo: { mimes: PHOTO_MIME_TYPES, label: 'JPEG, PNG' },
};
const EXTENSION_OF_MIME: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

type Ctx = Pick<AppContext, 'database' | 'storage'>;

function toAttachment(row: FileRow): Attachment {
  return {
    _id: row.id,
    fileName: row.fileName,
    url: fileUrlOf(row.id),
    comment: row.comment,
    uploadDate: (row.attachedAt ?? row.uploadedAt).toISOString(),
  };
}

/** A recruiter attached it to someone else's profile (002 §5: the only CVs a recruiter may delete). */
function addedByHr(row: FileRow): boolean {
  return row.uploadedBy !== null && row.uploadedBy !== row.ownerId;
}

/**
 * A display name safe to store and echo: no path, no control or bidi-override characters, at most 150
 * characters, ending in the extension of the detected type (so "cv.exe" that is really a PDF reads "cv.exe.pdf").
 */
export function cleanFileName(original: string, mime: string): string {
  const extension = EXTENSION_OF_MIME[mime] ?? 'bin';
  const base = (original.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
  const current = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  const matches = current === extension || (extension === 'jpg' && current === 'jpeg');
  const stem = (matches ? base.slice(0, base.lastIndexOf('.')) : base).slice(0, 140).trim();
  return `${stem || 'file'}.${matches ? current : extension}`;
}

/**
 * Content-Disposition that no file name can break: an ASCII fallback with anything outside printable ASCII,
 * quotes and backslashes replaced, plus the exact name in RFC 5987 form. CVs download; photos show inline.
 */
export function contentDisposition(kind: FileKind, fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind === 'cv' ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

export interface UploadInput {
  user: CurrentUser | null;
  kind: FileKind;
  fileName: string;
  bytes: Buffer;
}

/** POST /documents/file: checks the bytes, stores them, and answers the {fileName, url} the client sends on. */
export async function uploadFile(
  ctx: Ctx & Pick<AppContext, 'queue'>,
  input: UploadInput,
): Promise<UploadedFile> {
  // Anonymous uploads exist only for the sign-up CV (000 §2 step 2).
  if (!input.user && input.kind !== 'cv') throw new AppError(401, 'UNAUTHORIZED');
  if (input.bytes.length === 0) throw new AppError(400, 'FILE_REQUIRED');
  const detected = await fileTypeFromBuffer(input.bytes);
  const allowed = ALLOWED[input.kind];
  if (!detected || !allowed.mimes.includes(detected.mime)) {
    throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', { allowed: allowed.label });
  }
  // A DOCX is a ZIP: one that declares more than a real CV could hold is refused before anyone unpacks it.
  if (detected.mime === DOCX_MIME && !docxWithinLimits(input.bytes))
    throw new AppError(422, 'DOCUMENT_TOO_COMPLEX');
  if (input.user) await assertBelowUploadQuota(ctx, input.user.id);
  const id = randomUUID();
  const storageKey = `${input.kind}/${id}`;
  const fileName = cleanFileName(input.fileName, detected.mime);
  await ctx.storage.put(storageKey, input.bytes, detected.mime);
  try {
    await repository.insertFile(ctx.database.db, {
      id,
      ownerId: input.user?.id ?? null,
      kind: input.kind,
      storageKey,
      fileName,
      mimeType: detected.mime,
      size: input.bytes.length,
      uploadedBy: input.user?.id ?? null,
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  // The CV's text is extracted in the background for professional search (search module, 'cv-text' job).
  if (input.kind === 'cv') await requestCvTextExtraction(ctx, id);
  return { fileName, url: fileUrlOf(id) };
}

export interface StoredFile {
  kind: FileKind;
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** GET /documents/file/:id: the owner or a recruiter; an unbound anonymous upload is readable by nobody. */
export async function readFile(ctx: Ctx, user: CurrentUser | null, id: string): Promise<StoredFile> {
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  const row = await repository.findFileById(ctx.database.db, id);
  if (!row) throw new AppError(404, 'FILE_NOT_FOUND');
  if (row.ownerId === null) throw new AppError(403, 'FORBIDDEN');
  if (row.ownerId !== user.id && !user.isRecruiter) throw new AppError(403, 'FORBIDDEN');
  const bytes = await ctx.storage.get(row.storageKey);
  if (!bytes) throw new AppError(404, 'FILE_NOT_FOUND');
  return { kind: row.kind, fileName: row.fileName, mimeType: row.mimeType, bytes };
}

async function requireTargetUser(ctx: Ctx, user: CurrentUser, userId: string): Promise<void> {
  // 002 §6: CVs on a profile are the owner's or HR's business.
  if (user.id !== userId && !user.isRecruiter) throw new AppError(403, 'FORBIDDEN');
  if (!(await repository.findActiveUser(ctx.database.db, userId))) throw new AppError(404, 'USER_NOTFOUND');
}

/** GET /users/:id/attachments: the owner or a recruiter. */
export async function listAttachments(ctx: Ctx, user: CurrentUser, userId: string): Promise<Attachment[]> {
  await requireTargetUser(ctx, user, userId);
  return (await repository.listAttachedCvs(ctx.database.db, userId)).map(toAttachment);
}

/**
 * POST /documents/file/uploadCv: attaches a CV the caller uploaded to a user's profile. A recruiter attaching to
 * someone else's profile hands the file to that user and marks it as added by HR (comment = the HR marker).
 * The stored file name is kept (the body's fileName is informative only), so a client cannot rename a file.
 */
export async function uploadCv(ctx: Ctx, user: CurrentUser, body: UploadCvBody): Promise<Attachment[]> {
  const userId = body._id;
  await requireTargetUser(ctx, user, userId);
  const fileId = fileIdFromUrl(body.file.url);
  const row = fileId ? await repository.findFileById(ctx.database.db, fileId) : undefined;
  if (!row) throw new AppError(404, 'FILE_NOT_FOUND');
  // Sending the same attachment twice (a double click, a retry) changes nothing.
  if (row.attachedAt && row.ownerId === userId) return listAttachments(ctx, user, userId);
  if (row.ownerId !== user.id || row.attachedAt) throw new AppError(404, 'FILE_NOT_FOUND');
  if (row.kind !== 'cv') throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', { allowed: ALLOWED.cv.label });
  const byHr = user.id !== userId;
  // The HR marker is the server's to set: an owner typing it as a comment would make their own CV read as
  // HR-added (002 §5: the only CVs a recruiter may delete).
  const typed = body.comment?.trim() || null;
  const comment = byHr ? HR_ATTACHMENT_MARKER : typed === HR_ATTACHMENT_MARKER ? null : typed;
  await repository.attachFile(ctx.database.db, row.id, {
    ownerId: userId,
    uploadedBy: user.id,
    comment,
    attachedAt: new Date(),
  });
  return listAttachments(ctx, user, userId);
}

/**
 * DELETE /documents/file/deleteCv: 000 §5 and 002 §5. The last CV stays; a recruiter removes only CVs added by
 * HR; the owner removes any of theirs while another remains. Bytes go with the row.
 */
export async function deleteCv(ctx: Ctx, user: CurrentUser, body: DeleteCvBody): Promise<Attachment[]> {
  const userId = body.id;
  await requireTargetUser(ctx, user, userId);
  const attached = await repository.listAttachedCvs(ctx.database.db, userId);
  const row = attached.find((item) => item.id === body.cvId);
  if (!row) throw new AppError(404, 'FILE_NOT_FOUND');
  if (attached.length <= 1) throw new AppError(409, 'LAST_CV_CANNOT_BE_REMOVED');
  if (user.id !== userId && !addedByHr(row)) throw new AppError(403, 'CV_NOT_ADDED_BY_HR');
  await repository.deleteFileRows(ctx.database.db, [row.id]);
  await ctx.storage.delete(row.storageKey);
  return attached.filter((item) => item.id !== row.id).map(toAttachment);
}

/**
 * Sign-up (000 §2 step 2): gives the new user the anonymous CVs named by `urls` and attaches them. Only ownerless
 * CV uploads are taken; urls of anything else are ignored. Returns the new user's bound attachments.
 */
export async function bindSignupUploads(
  ctx: Pick<AppContext, 'database'>,
  userId: string,
  urls: string[],
): Promise<Attachment[]> {
  const ids = [...new Set(urls.map(fileIdFromUrl).filter((id): id is string => id !== null))];
  const rows = await repository.bindOwnerlessCvs(ctx.database.db, userId, ids, new Date());
  return rows.map(toAttachment);
}

/** Refuses (429 UPLOAD_QUOTA_EXCEEDED) an upload past UNUSED_UPLOAD_QUOTA unused files of this person. */
async function assertBelowUploadQuota(ctx: Ctx, userId: string): Promise<void> {
  const unused = await repository.countUnusedUploads(ctx.database.db, userId);
  if (unused >= UNUSED_UPLOAD_QUOTA) {
    throw new AppError(429, 'UPLOAD_QUOTA_EXCEEDED', { max: UNUSED_UPLOAD_QUOTA });
  }
}

/**
 * Deletes, rows and bytes, the uploads older than `olderThan` that nobody uses: anonymous ones never bound to a
 * sign-up, and signed-in ones never attached to a profile nor set as anyone's photo.
 */
export async function purgeUnboundUploads(
  ctx: Ctx,
  olderThan: Date = new Date(Date.now() - UNBOUND_UPLOAD_TTL_MS),
) {
  const candidates = [
    ...(await repository.findOwnerlessBefore(ctx.database.db, olderThan)),
    ...(await repository.findUnusedBefore(ctx.database.db, olderThan)),
  ];
  const deleted = new Set([
    ...(await repository.deleteOwnerless(
      ctx.database.db,
      candidates.map((row) => row.id),
    )),
    ...(await repository.deleteUnused(
      ctx.database.db,
      candidates.map((row) => row.id),
    )),
  ]);
  for (const row of candidates) {
    if (deleted.has(row.id)) await ctx.storage.delete(row.storageKey);
  }
  return deleted.size;
}

/**
 * Runs purgeUnboundUploads every hour while the app is up. The timer is unref'd (it never keeps the process
 * alive) and stopped when the app closes. Several instances purging at once is harmless: deletion is idempotent.
 */
export function scheduleUploadPurge(
  ctx: Ctx,
  onError: (error: unknown) => void,
  intervalMs = UPLOAD_PURGE_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    purgeUnboundUploads(ctx).catch(onError);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Before a recruiter registers a professional with a CV (professional-registration): 404 FILE_NOT_FOUND unless the
 * url names an upload of the caller not attached to anyone yet, 415 unless its bytes were judged a CV (PDF/DOCX).
 * Checked before the person is created, so a bad file never leaves a half-made registration.
 */
export async function assertAttachableCv(ctx: Ctx, user: CurrentUser, url: string): Promise<void> {
  const fileId = fileIdFromUrl(url);
  const row = fileId ? await repository.findFileById(ctx.database.db, fileId) : undefined;
  if (!row || row.ownerId !== user.id || row.attachedAt) throw new AppError(404, 'FILE_NOT_FOUND');
  if (row.kind !== 'cv') throw new AppError(415, 'FILE_TYPE_NOT_ALLOWED', { allowed: ALLOWED.cv.label });
}
