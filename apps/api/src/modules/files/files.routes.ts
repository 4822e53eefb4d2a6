import multipart from '@fastify/multipart';
import {
  attachmentListSchema,
  deleteCvBodySchema,
  fileKindSchema,
  MAX_CV_BYTES,
  uploadCvBodySchema,
  uploadedFileSchema,
} from '@mosaico/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { limitAccount, RATE_LIMITS } from '../../lib/rate-limit/limits';
import * as service from './files.service';

/** Anonymous (sign-up) uploads per IP; signed-in uploads are not limited here. */
// Sign-ups need a CV each: 30 per 15 minutes lets a job fair behind one address through (issue 12).
export const ANONYMOUS_UPLOAD_LIMIT = { max: 30, timeWindow: 15 * 60 * 1000 };

const errorSchema = z.object({ statusCode: z.number(), code: z.string(), message: z.string() });
const fileIdParams = z.object({ id: z.string().min(1).max(64) });

/** Reads the one `file` part of a multipart request (and a `kind` field sent before it). */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(400, 'FILE_REQUIRED');
  try {
    const part = await request.file({
      limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 5, fieldSize: 1024 },
    });
    if (part?.fieldname !== 'file') throw new AppError(400, 'FILE_REQUIRED');
    const bytes = await part.toBuffer();
    const kindField = part.fields.kind;
    const kind =
      kindField && !Array.isArray(kindField) && kindField.type === 'field' ? kindField.value : undefined;
    return { fileName: part.filename, bytes, kind: typeof kind === 'string' ? kind : undefined };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new AppError(413, 'FILE_TOO_LARGE', { max: '5 MB' });
    }
    // A body the multipart parser cannot read is the client's fault, not a server failure.
    throw new AppError(400, 'BAD_REQUEST', { detail: 'malformed multipart body' });
  }
}

export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin. Fastify's bodyLimit does not apply to multipart; fileSize is the 5 MB CV rule
  // (the default would be 1 MB).
  await app.register(multipart, { limits: { fileSize: MAX_CV_BYTES } });

  const stopPurge = service.scheduleUploadPurge(app.ctx, (error) =>
    app.log.error({ err: error }, 'purging unbound uploads failed'),
  );
  app.addHook('onClose', async () => stopPurge());

  app.post(
    '/documents/file',
    {
      config: app.ctx.config.rateLimitEnabled
        ? {
            rateLimit: {
              ...ANONYMOUS_UPLOAD_LIMIT,
              // Only anonymous uploads (sign-up CVs) count; the route's hooks run after authentication.
              allowList: (request: FastifyRequest) => request.currentUser !== null,
            },
          }
        : {},
      schema: {
        tags: ['files'],
        summary: 'Upload a CV (PDF or DOCX) or a photo (JPEG or PNG), up to 5 MB',
        description:
          'multipart/form-data with one part `file` (and optionally `kind` before it, or `?kind=`). The type is ' +
          'judged by the bytes. Anonymous uploads are allowed only for sign-up CVs (rate-limited); they stay ' +
          'unreadable until bound to the new user by the sign-up, and are purged after 24 h otherwise.',
        consumes: ['multipart/form-data'],
        querystring: z.object({ kind: fileKindSchema.optional() }),
        response: {
          200: uploadedFileSchema,
          400: errorSchema,
          401: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (request, reply) => {
      // Signed-in uploads count per person (anonymous ones per address, above).
      if (request.currentUser) {
        await limitAccount(request, reply, 'upload', RATE_LIMITS.uploadsPerUser, request.currentUser.id);
      }
      const upload = await readUpload(request);
      const kind = fileKindSchema.safeParse(request.query.kind ?? upload.kind ?? 'cv');
      if (!kind.success) throw new AppError(400, 'VALIDATION_ERROR', { field: 'kind', detail: 'cv | photo' });
      return service.uploadFile(app.ctx, {
        user: request.currentUser,
        kind: kind.data,
        fileName: upload.fileName,
        bytes: upload.bytes,
      });
    },
  );

  app.get(
    '/documents/file/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file (its owner or a recruiter)',
        description:
          'Answers the bytes with the type detected at upload, `X-Content-Type-Options: nosniff` and a ' +
          'Content-Disposition (attachment for CVs, inline for photos).',
        security: [{ bearerAuth: [] }],
        params: fileIdParams,
        // Binary answer: Fastify sends a Buffer as it is, without serialising it against this schema.
        response: {
          200: z.unknown().describe('the file bytes'),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await service.readFile(app.ctx, request.currentUser, request.params.id);
      return reply
        .header('content-type', file.mimeType)
        .header('content-disposition', service.contentDisposition(file.kind, file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.post(
    '/documents/file/uploadCv',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        summary: "Attach an uploaded CV to a user's profile (the owner or a recruiter)",
        description:
          '`file` is the answer of POST /documents/file, uploaded by the caller. A recruiter attaching to ' +
          "someone else's profile marks the CV as added by HR (comment 'rh'). policyAndSignature is ignored.",
        security: [{ bearerAuth: [] }],
        body: uploadCvBodySchema,
        response: { 200: attachmentListSchema, 403: errorSchema, 404: errorSchema, 415: errorSchema },
      },
    },
    async (request) => {
      const user = request.currentUser;
      if (!user) throw new AppError(401, 'UNAUTHORIZED');
      return service.uploadCv(app.ctx, user, request.body);
    },
  );

  app.delete(
    '/documents/file/deleteCv',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        summary: "Remove a CV from a user's profile",
        description:
          'Only while more than one CV remains (409 LAST_CV_CANNOT_BE_REMOVED); a recruiter removes only CVs ' +
          'added by HR (403 CV_NOT_ADDED_BY_HR). Answers the remaining attachments. policyAndSignature is ignored.',
        security: [{ bearerAuth: [] }],
        body: deleteCvBodySchema,
        response: { 200: attachmentListSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = request.currentUser;
      if (!user) throw new AppError(401, 'UNAUTHORIZED');
      return service.deleteCv(app.ctx, user, request.body);
    },
  );

  app.get(
    '/users/:id/attachments',
    {
      preHandler: requireUser,
      schema: {
        tags: ['files'],
        summary: "A user's CV attachments (the owner or a recruiter)",
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().min(1) }),
        response: { 200: attachmentListSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = request.currentUser;
      if (!user) throw new AppError(401, 'UNAUTHORIZED');
      return service.listAttachments(app.ctx, user, request.params.id);
    },
  );
};
