import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/**
 * Every uploaded file (CVs, photos). Bytes live in the storage backend under `storageKey`; rows without an owner
 * are anonymous sign-up uploads, bound when the sign-up completes and purged otherwise.
 */
export const files = pgTable(
  'files',
  {
    id: id(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['cv', 'photo'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Attachment comment; the HR marker means "added by HR". */
    comment: text('comment'),
    uploadedBy: text('uploaded_by'),
    /** Anonymous uploads carry the uploader's claim secret so only they can bind it. */
    claimTokenHash: text('claim_token_hash'),
    /** Extracted text of a CV, for professional search. */
    textContent: text('text_content'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the CV joined its owner's attachments (uploadCv or sign-up); null while only uploaded. */
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (table) => [index('files_owner_idx').on(table.ownerId)],
);
