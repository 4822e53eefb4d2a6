import type { AutomaticEventKind } from '@mosaico/domain';
import type { Database } from '../../db/client';
import { recordAutomaticEvents } from './feed.service';

// What the feed module offers other modules: writing the events the product records itself (002 §6).
export { recordAutomaticEvents };

/**
 * Records one automatic feed event (issue 23): the people as ids only (names are drawn when the feed is read).
 * Pass the transaction of the main action when there is one, so both commit together.
 */
export async function recordAutomaticEvent(
  db: Database,
  event: {
    professionalId: string;
    kind: AutomaticEventKind;
    actorId: string | null;
    opportunityId?: string | null;
    at?: Date;
  },
): Promise<void> {
  await recordAutomaticEvents(db, [event]);
}
