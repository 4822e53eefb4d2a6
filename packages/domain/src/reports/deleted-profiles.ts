import { z } from 'zod';
import { oneLineText } from '../shared/one-line';
import { reportDaySchema } from './report-dates';

/** 002 §3 Deleted-profile record: exactly what the deletion kept, nothing more. */
export const deletedProfileSchema = z.object({
  userName: z.string(),
  userEmail: z.string(),
  created: z.string(),
  comment: z.string().nullable(),
});
export type DeletedProfile = z.infer<typeof deletedProfileSchema>;

export const deletedProfilesByDateQuerySchema = z.object({ start: reportDaySchema, end: reportDaySchema });

/** POST /deletedProfile (002 §7.1): userName, userEmail, comment, created. */
export const createDeletedProfileBodySchema = z
  .object({
    userName: oneLineText().min(1).max(200),
    userEmail: z.string().email().max(254),
    comment: z.string().max(2000).nullable().optional(),
    created: z.string().datetime({ offset: true }).optional(),
  })
  .strict();
export type CreateDeletedProfileBody = z.infer<typeof createDeletedProfileBodySchema>;
