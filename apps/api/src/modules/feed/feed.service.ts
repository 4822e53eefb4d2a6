import {
  type AutomaticEventKind,
  type EventType,
  type FeedEvent,
  type FeedQuery,
  fileIdFromUrl,
  fileUrlOf,
  type Language,
  type saveFeedEventBodySchema,
} from '@mosaico/domain';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import * as repository from './feed.repository';

type Ctx = Pick<AppContext, 'database' | 'storage'>;
type SaveBody = z.output<typeof saveFeedEventBodySchema>;

const RECRUITER_ROLES = ['rh', 'rh_manager'];

/** The event type's name in the reader's language (`name` is Brazilian Portuguese and serves when one is missing). */
function typeName(
  row: { name: string; nameEn: string | null; namePtPt: string | null },
  language: Language,
): string {
  if (language === 'en-US') return row.nameEn ?? row.name;
  if (language === 'pt-PT') return row.namePtPt ?? row.name;
  return row.name;
}

/** GET /events: every event type, manual ones first (002 §7.2 {_id, name}, plus `automatic`). */
export async function listEventTypes(ctx: Ctx, language: Language): Promise<EventType[]> {
  const rows = await repository.listEventTypes(ctx.database.db);
  return rows.map((row) => ({ _id: row.id, name: typeName(row, language), automatic: row.automatic }));
}

/** The professional the feed is about: 404 for an unknown id or a recruiter; writes also refuse an erased one. */
async function requireProfessional(ctx: Ctx, id: string, forWriting: boolean): Promise<void> {
  const person = await repository.findPerson(ctx.database.db, id);
  if (!person || person.roles.some((role) => RECRUITER_ROLES.includes(role))) {
    throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
  }
  if (forWriting && person.deletedAt) throw new AppError(404, 'PROFESSIONAL_NOT_FOUND');
}

function toEvents(
  rows: repository.FeedPageRow[],
  attachments: Awaited<ReturnType<typeof repository.attachmentsOf>>,
  language: Language,
): FeedEvent[] {
  return rows.map((row) => {
    const { event } = row;
    // An erased person's row is kept anonymous (deletedAt set, empty name): the feed shows nobody.
    const actorShown = event.actorId !== null && row.actorDeletedAt === null && row.actorName !== null;
    return {
      _id: event.id,
      created: event.happenedAt.toISOString(),
      eventType: {
        _id: event.eventTypeId,
        name: typeName({ name: row.typeName, nameEn: row.typeNameEn, namePtPt: row.typeNamePtPt }, language),
      },
      kind: (event.kind as AutomaticEventKind | null) ?? null,
      automatic: row.typeAutomatic || event.kind !== null,
      recruiter:
        actorShown && event.actorId
          ? {
              _id: event.actorId,
              displayName: row.actorName ?? '',
              userImageUrl: row.actorImageFileId ? fileUrlOf(row.actorImageFileId) : null,
            }
          : null,
      opportunity:
        event.opportunityId && row.opportunityTitulo !== null && row.opportunityNumber !== null
          ? { _id: event.opportunityId, titulo: row.opportunityTitulo, idOpportunity: row.opportunityNumber }
          : null,
      comment: event.comment,
      attachments: attachments
        .filter((file) => file.eventId === event.id)
        .map((file) => ({ _id: file.fileId, fileName: file.fileName, url: fileUrlOf(file.fileId) })),
    };
  });
}

/**
 * GET /feed/{id}: one page of the professional's feed, newest first. `before` is the `_id` of the last event the
 * reader has (the next page starts after it); an unknown one is a 400 naming `before`.
 */
export async function listFeed(
  ctx: Ctx,
  professionalId: string,
  query: FeedQuery,
  language: Language,
): Promise<FeedEvent[]> {
  const db = ctx.database.db;
  await requireProfessional(ctx, professionalId, false);
  let before: { happenedAt: Date; id: string } | undefined;
  if (query.before) {
    const cursor = await repository.findEvent(db, professionalId, query.before);
    if (!cursor) throw new AppError(400, 'FEED_CURSOR_INVALID');
    before = { happenedAt: cursor.happenedAt, id: cursor.id };
  }
  const rows = await repository.listFeedPage(db, professionalId, { before, limit: query.limit });
  const attachments = await repository.attachmentsOf(
    db,
    rows.map((row) => row.event.id),
  );
  return toEvents(rows, attachments, language);
}

async function oneEvent(ctx: Ctx, professionalId: string, eventId: string, language: Language) {
  const [row] = await repository.listFeedPage(ctx.database.db, professionalId, { limit: 1, eventId });
  if (!row) throw new AppError(404, 'FEED_EVENT_NOT_FOUND');
  const attachments = await repository.attachmentsOf(ctx.database.db, [eventId]);
  const [event] = toEvents([row], attachments, language);
  if (!event) throw new AppError(404, 'FEED_EVENT_NOT_FOUND');
  return event;
}

/** The manual event type a recruiter picked (400 naming `event` for an unknown or automatic one). */
async function requireManualType(db: Database, typeId: string) {
  const type = await repository.findEventType(db, typeId);
  if (!type) throw new AppError(400, 'EVENT_TYPE_NOT_FOUND');
  if (type.automatic || type.kind !== null) throw new AppError(400, 'EVENT_TYPE_AUTOMATIC');
  return type;
}

/** The responsible person: a recruiter whose registration exists; the caller when the body names nobody. */
async function responsibleOf(db: Database, caller: CurrentUser, responsible: string | null | undefined) {
  const id = responsible ?? caller.id;
  if (id !== caller.id && !(await repository.findActiveRecruiter(db, id))) {
    throw new AppError(400, 'FEED_RESPONSIBLE_INVALID');
  }
  return id;
}

/**
 * The files just uploaded for an event: each must be the caller's own upload (POST /documents/file), not yet on a
 * profile, in another event or anyone's photo; otherwise a 400 naming `attachments`.
 */
async function newUploads(db: Database, caller: CurrentUser, attachments: SaveBody['attachments']) {
  const ids = attachments.map((file) => fileIdFromUrl(file.url));
  if (ids.some((id) => id === null)) throw new AppError(400, 'FEED_ATTACHMENT_INVALID');
  const unique = [...new Set(ids as string[])];
  const rows = await repository.findFiles(db, unique);
  const taken = new Set((await repository.attachmentsOfFiles(db, unique)).map((row) => row.fileId));
  for (const id of unique) {
    const row = rows.find((file) => file.id === id);
    if (
      !row ||
      row.uploadedBy !== caller.id ||
      row.ownerId !== caller.id ||
      row.attachedAt ||
      taken.has(id)
    ) {
      throw new AppError(400, 'FEED_ATTACHMENT_INVALID');
    }
  }
  return unique;
}

function dayToTimestamp(day: string): Date {
  // A typed day is stored at noon UTC, so it reads as the same day in every time zone the product serves.
  return new Date(`${day}T12:00:00Z`);
}

/** POST /feed/{id}: a recruiter writes an event (002 §5 'add or edit feed events'). */
export async function addEvent(
  ctx: Ctx,
  caller: CurrentUser,
  professionalId: string,
  body: SaveBody,
  language: Language,
): Promise<FeedEvent> {
  const db = ctx.database.db;
  await requireProfessional(ctx, professionalId, true);
  const type = await requireManualType(db, body.event);
  const actorId = await responsibleOf(db, caller, body.responsible);
  if (body.feedAttachments.length > 0) throw new AppError(400, 'FEED_ATTACHMENT_INVALID');
  const uploads = await newUploads(db, caller, body.attachments);
  const eventId = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const [row] = await repository.insertEvents(txDb, [
      {
        professionalId,
        eventTypeId: type.id,
        actorId,
        happenedAt: dayToTimestamp(body.date),
        comment: sanitizeRichText(body.comment),
      },
    ]);
    if (!row) throw new Error('addEvent: no row');
    for (const fileId of uploads) await repository.handFileTo(txDb, fileId, professionalId);
    await repository.replaceAttachments(txDb, row.id, uploads);
    return row.id;
  });
  return oneEvent(ctx, professionalId, eventId, language);
}

/**
 * PUT /feed/{id}/{eventId}: changes a recruiter's event. Automatic events are refused (409
 * FEED_EVENT_NOT_EDITABLE, 002 §6); `feedAttachments` lists the event's attachments to keep, `attachments` adds
 * new uploads; attachments left out are deleted with their bytes.
 */
export async function editEvent(
  ctx: Ctx,
  caller: CurrentUser,
  professionalId: string,
  eventId: string,
  body: SaveBody,
  language: Language,
): Promise<FeedEvent> {
  const db = ctx.database.db;
  await requireProfessional(ctx, professionalId, true);
  const existing = await repository.findEvent(db, professionalId, eventId);
  if (!existing) throw new AppError(404, 'FEED_EVENT_NOT_FOUND');
  const currentType = await repository.findEventType(db, existing.eventTypeId);
  if (existing.kind !== null || currentType?.automatic) throw new AppError(409, 'FEED_EVENT_NOT_EDITABLE');
  const type = await requireManualType(db, body.event);
  // Without `responsible` the event keeps its person, even one who has since erased their registration.
  const actorId =
    body.responsible == null ? existing.actorId : await responsibleOf(db, caller, body.responsible);
  const current = new Set((await repository.attachmentsOf(db, [eventId])).map((file) => file.fileId));
  const kept: string[] = [];
  for (const file of body.feedAttachments) {
    const id = file._id ?? fileIdFromUrl(file.url);
    if (!id || !current.has(id)) throw new AppError(400, 'FEED_ATTACHMENT_INVALID');
    if (!kept.includes(id)) kept.push(id);
  }
  const uploads = await newUploads(db, caller, body.attachments);
  const removedKeys = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    await repository.updateEvent(txDb, eventId, {
      eventTypeId: type.id,
      actorId,
      happenedAt: dayToTimestamp(body.date),
      comment: sanitizeRichText(body.comment),
    });
    for (const fileId of uploads) await repository.handFileTo(txDb, fileId, professionalId);
    const removed = await repository.replaceAttachments(txDb, eventId, [...kept, ...uploads]);
    return (await repository.deleteFiles(txDb, removed)).map((row) => row.storageKey);
  });
  // Bytes go once the rows are gone for good.
  await Promise.all(removedKeys.map((key) => ctx.storage.delete(key).catch(() => undefined)));
  return oneEvent(ctx, professionalId, eventId, language);
}

export interface AutomaticEvent {
  professionalId: string;
  kind: AutomaticEventKind;
  actorId: string | null;
  opportunityId?: string | null;
  at?: Date;
}

/**
 * Writes events the product records itself (002 §6), in the caller's transaction when given one. A kind whose type
 * is missing (a database without migration 0032's rows) is skipped rather than failing the main action.
 */
export async function recordAutomaticEvents(db: Database, events: readonly AutomaticEvent[]): Promise<void> {
  if (events.length === 0) return;
  const types = await repository.eventTypeIdsByKind(db, [...new Set(events.map((event) => event.kind))]);
  const now = new Date();
  const rows = events.flatMap((event) => {
    const eventTypeId = types.get(event.kind);
    if (!eventTypeId) return [];
    return [
      {
        professionalId: event.professionalId,
        eventTypeId,
        kind: event.kind,
        actorId: event.actorId,
        opportunityId: event.opportunityId ?? null,
        happenedAt: event.at ?? now,
      },
    ];
  });
  await repository.insertEvents(db, rows);
}
