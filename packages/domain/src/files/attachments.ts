import { z } from 'zod';

// 000 §3 / 002 §3: an attachment's comment carrying this marker means "added by HR".
export const HR_ATTACHMENT_MARKER = 'rh';

export const FILE_KINDS = ['cv', 'photo'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** Where the API serves a stored file; the contract's `url` of an uploaded file. */
export const FILE_URL_PREFIX = '/api/documents/file/';
export const fileUrlOf = (fileId: string): string => `${FILE_URL_PREFIX}${fileId}`;

/** The file id inside a file url (relative, or absolute on any host); null when the url is not one of ours. */
export function fileIdFromUrl(url: string): string | null {
  const pathname = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]+/i, '').split(/[?#]/)[0] ?? '';
  if (!pathname.startsWith(FILE_URL_PREFIX)) return null;
  const id = pathname.slice(FILE_URL_PREFIX.length);
  return /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : null;
}

/** Answer of POST /documents/file: what the client later sends as `file` (uploadCv) or `attachments` (sign-up). */
export const uploadedFileSchema = z.object({
  fileName: z.string(),
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** One CV attachment of a user (000 §3: {fileName, url, _id} plus comment and uploadDate). */
export const attachmentSchema = z.object({
  _id: z.string(),
  fileName: z.string(),
  url: z.string(),
  /** Description typed at upload; HR_ATTACHMENT_MARKER when a recruiter added it. Null when none. */
  comment: z.string().nullable(),
  /** ISO 8601 date-time the CV was attached to the profile. */
  uploadDate: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;
export const attachmentListSchema = z.array(attachmentSchema);

/** POST documents/file/uploadCv (000 §7). policyAndSignature is accepted and ignored (DECISIONS). */
export const uploadCvBodySchema = z.object({
  _id: z.string().min(1),
  file: uploadedFileSchema,
  comment: z.string().max(500).nullish(),
  policyAndSignature: z.unknown().optional(),
});
export type UploadCvBody = z.infer<typeof uploadCvBodySchema>;

/** DELETE documents/file/deleteCv (000 §7). */
export const deleteCvBodySchema = z.object({
  id: z.string().min(1),
  cvId: z.string().min(1),
  policyAndSignature: z.unknown().optional(),
});
export type DeleteCvBody = z.infer<typeof deleteCvBodySchema>;

/** A CV attachment was added by HR when a recruiter attached it to someone else's profile. */
export function isAddedByHr(attachment: Pick<Attachment, 'comment'>): boolean {
  return attachment.comment === HR_ATTACHMENT_MARKER;
}
