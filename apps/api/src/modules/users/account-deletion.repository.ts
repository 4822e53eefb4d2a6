import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customErasureSteps, deleteRowsTables } from '../../db/personal-data-registry';
import {
  candidatures,
  contactMessages,
  deletedProfiles,
  files,
  mailOutbox,
  matchStatus,
  preRegistrations,
  users,
} from '../../db/schema';

/** The e-mail a deleted account's row carries: unique, unroutable, and free of the person's address. */
export const deletedEmailOf = (userId: string) => `deleted+${userId}@deleted.invalid`;

/** One line of the erasure receipt: where, what was done, how many rows. */
export interface ErasureLine {
  place: string;
  action: 'deleted' | 'anonymised';
  rows: number;
}

/**
 * Erases a person's registration in one transaction (000 §4), walking the personal-data registry
 * (db/personal-data-registry.ts): keeps only the deleted-profile record of 002 §3 and an anonymous users row, so
 * applications recruiters worked on still show 'Cadastro excluído'. Returns what was removed where (the receipt's
 * lines) and the storage keys of the person's files, for the caller to remove once the transaction has committed.
 */
export async function eraseRegistration(
  db: Database,
  input: { userId: string; userName: string; userEmail: string; comment: string | null },
): Promise<{ lines: ErasureLine[]; storageKeys: string[] }> {
  const { userId, userEmail } = input;
  return db.transaction(async (tx) => {
    const lines: ErasureLine[] = [];
    const note = (place: string, action: ErasureLine['action'], rows: number) => {
      if (rows > 0) lines.push({ place, action, rows });
    };
    // Every statement below answers RETURNING rows, so counting them works alike on PostgreSQL and PGlite.
    const count = (result: unknown) =>
      Array.isArray(result) ? result.length : ((result as { rows?: unknown[] }).rows?.length ?? 0);

    await tx.insert(deletedProfiles).values({
      userName: input.userName,
      userEmail,
      comment: input.comment,
    });
    const steps: Record<string, () => Promise<void>> = {
      files: async () => {
        const removed = await tx
          .delete(files)
          .where(eq(files.ownerId, userId))
          .returning({ storageKey: files.storageKey });
        storageKeys.push(...removed.map((file) => file.storageKey));
        note('files', 'deleted', removed.length);
      },
      // Their rows go with the feed events and the files (foreign keys cascade).
      'feed-attachments': async () => {},
      'match-status': async () => {
        const result = await tx
          .delete(matchStatus)
          .where(and(eq(matchStatus.kind, 'professional'), eq(matchStatus.subjectId, userId)))
          .returning({ kind: matchStatus.kind });
        note('match_status', 'deleted', count(result));
      },
      // Messages to the address or naming it (a contact-form message reaches the team with the sender's address):
      // the outbox keeps whole e-mails.
      'mail-outbox': async () => {
        const result = await tx
          .delete(mailOutbox)
          .where(
            sql`lower(${mailOutbox.to}) = lower(${userEmail}) OR strpos(lower(${mailOutbox.text}), lower(${userEmail})) > 0`,
          )
          .returning({ id: mailOutbox.id });
        note('mail_outbox', 'deleted', count(result));
      },
      'contact-messages': async () => {
        const result = await tx
          .delete(contactMessages)
          .where(sql`lower(${contactMessages.email}) = lower(${userEmail})`)
          .returning({ id: contactMessages.id });
        note('contact_messages', 'deleted', count(result));
      },
      // Applications stay for the recruiters' history; who referred the person and the notes about them go.
      'strip-candidatures': async () => {
        const result = await tx
          .update(candidatures)
          .set({
            indicadoPor: null,
            steps: sql`coalesce((SELECT jsonb_agg(step - 'details') FROM jsonb_array_elements(${candidatures.steps}) AS step), '[]'::jsonb)`,
          })
          .where(eq(candidatures.userId, userId))
          .returning({ id: candidatures.id });
        note('candidatures', 'anonymised', count(result));
      },
      // The row counts in the recruiters' pre-registration report; the name typed for the person goes.
      'anonymise-pre-registrations': async () => {
        const result = await tx
          .update(preRegistrations)
          .set({ professionalName: '', professionalId: null })
          .where(eq(preRegistrations.professionalId, userId))
          .returning({ id: preRegistrations.id });
        note('pre_registrations', 'anonymised', count(result));
      },
      'anonymise-user': async () => {
        await tx
          .update(users)
          .set({
            email: deletedEmailOf(userId),
            passwordHash: null,
            firstName: '',
            lastName: '',
            displayName: '',
            description: null,
            linkedinUrl: null,
            userImageFileId: null,
            personalData: {},
            placeId: null,
            formattedAddress: null,
            latitude: null,
            longitude: null,
            contacts: [],
            notificationsSettings: { isActive: false, channels: [] },
            profile: {},
            flags: {},
            providerData: null,
            registeredBy: null,
            privacyConsentAt: null,
            privacyConsentExpiresAt: null,
            onboardingStep: null,
            deletedAt: new Date(),
            tokenVersion: sql`${users.tokenVersion} + 1`,
          })
          .where(eq(users.id, userId));
        note('users', 'anonymised', 1);
      },
    };
    const storageKeys: string[] = [];
    // Index rows (search documents, match rows) are also removed by triggers as the skills and files go: count
    // them first, so the receipt names every place that held something.
    const held = new Map<string, number>();
    for (const { table, column } of deleteRowsTables()) {
      const result = (await tx.execute(
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`,
      )) as unknown as { rows: Array<{ n: number }> };
      held.set(table, Number(result.rows[0]?.n ?? 0));
    }
    // The account first: the match triggers then write the person's index rows as inactive, and the sweep below
    // deletes them.
    await steps['anonymise-user']?.();
    for (const step of customErasureSteps()) {
      if (step === 'anonymise-user') continue;
      const run = steps[step];
      if (!run) throw new Error(`erasure step ${step} of the personal-data registry is not implemented`);
      await run();
    }
    for (const { table, column } of deleteRowsTables()) {
      const result = await tx.execute(
        sql`DELETE FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId} RETURNING 1`,
      );
      note(table, 'deleted', Math.max(count(result), held.get(table) ?? 0));
    }
    // Recruiters' feed events the person acted in (never a professional today) keep no link to them.
    await tx.execute(sql`UPDATE feed_events SET actor_id = NULL WHERE actor_id = ${userId}`);
    return { lines, storageKeys };
  });
}

/** The steps of `eraseRegistration` besides the registry's delete-rows tables (the registry test checks them). */
export const IMPLEMENTED_ERASURE_STEPS = [
  'files',
  'feed-attachments',
  'match-status',
  'mail-outbox',
  'contact-messages',
  'strip-candidatures',
  'anonymise-pre-registrations',
  'anonymise-user',
] as const;
