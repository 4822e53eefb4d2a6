import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  authTokens,
  candidatures,
  compatibilities,
  contactMessages,
  deletedProfiles,
  feedEvents,
  files,
  mailOutbox,
  matchProfessionals,
  matchStatus,
  recruiterInputs,
  userSkills,
  users,
} from '../../db/schema';

/** The e-mail a deleted account's row carries: unique, unroutable, and free of the person's address. */
export const deletedEmailOf = (userId: string) => `deleted+${userId}@deleted.invalid`;

/**
 * Erases a person's registration in one transaction (000 §4): keeps only the deleted-profile record of 002 §3 and
 * an anonymous users row, so applications recruiters worked on still show 'Cadastro excluído'. Returns the
 * storage keys of the person's files, for the caller to remove once the transaction has committed.
 */
export async function eraseRegistration(
  db: Database,
  input: { userId: string; userName: string; userEmail: string; comment: string | null },
): Promise<string[]> {
  const { userId, userEmail } = input;
  return db.transaction(async (tx) => {
    await tx.insert(deletedProfiles).values({
      userName: input.userName,
      userEmail,
      comment: input.comment,
    });
    const removedFiles = await tx
      .delete(files)
      .where(eq(files.ownerId, userId))
      .returning({ storageKey: files.storageKey });
    await tx.delete(userSkills).where(eq(userSkills.userId, userId));
    // The recruiter sheet is notes about the person (002 §3 recruiterInputs): it goes with the registration.
    await tx.delete(recruiterInputs).where(eq(recruiterInputs.userId, userId));
    await tx.delete(compatibilities).where(eq(compatibilities.userId, userId));
    await tx.delete(matchProfessionals).where(eq(matchProfessionals.userId, userId));
    await tx
      .delete(matchStatus)
      .where(and(eq(matchStatus.kind, 'professional'), eq(matchStatus.subjectId, userId)));
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    // Messages to the address or naming it (a contact-form message reaches the team with the sender's address):
    // the outbox keeps whole e-mails.
    await tx
      .delete(mailOutbox)
      .where(
        sql`lower(${mailOutbox.to}) = lower(${userEmail}) OR strpos(lower(${mailOutbox.text}), lower(${userEmail})) > 0`,
      );
    await tx.delete(contactMessages).where(sql`lower(${contactMessages.email}) = lower(${userEmail})`);
    // Recruiters' feed about the person (issue 23) is notes about them: it goes (its files went with the person's).
    await tx.delete(feedEvents).where(eq(feedEvents.professionalId, userId));
    // Applications stay for the recruiters' history; who referred the person and the notes about them go.
    await tx
      .update(candidatures)
      .set({
        indicadoPor: null,
        steps: sql`coalesce((SELECT jsonb_agg(step - 'details') FROM jsonb_array_elements(${candidatures.steps}) AS step), '[]'::jsonb)`,
      })
      .where(eq(candidatures.userId, userId));
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
        privacyConsentAt: null,
        privacyConsentExpiresAt: null,
        onboardingStep: null,
        deletedAt: new Date(),
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, userId));
    return removedFiles.map((file) => file.storageKey);
  });
}
