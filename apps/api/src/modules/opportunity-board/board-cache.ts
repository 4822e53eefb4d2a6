import type { AppContext } from '../../app-context';
import { listenTo } from '../../db/notifications';
import type { NotifiedCache } from '../../lib/notified-cache';
import type { SerializedAnswer } from '../../lib/serialized-answer';

/** Sent by migration 0027's triggers when milestones, squads or a responsible's name or photo change. */
export const BOARD_CHANGED_CHANNEL = 'mosaico_board_changed';

/** Answers kept per filters and day: 4 priorities × a few squads and responsibles in use. */
const MAX_BOARDS = 64;

export interface BoardCache {
  cache: NotifiedCache<SerializedAnswer>;
  close: () => Promise<void>;
}

/**
 * The kanban's answers, kept in memory until the database says they changed (issue 11's notified caches): the cache
 * belongs to the opportunity caches, so any opportunity change (and a writer's own `clearAll`, for read-your-writes)
 * empties it, and it listens to the board's channel for the rest of what a card shows.
 */
export async function createBoardCache(
  ctx: Pick<AppContext, 'database' | 'opportunityCaches'>,
): Promise<BoardCache> {
  const cache = ctx.opportunityCaches.cache<SerializedAnswer>({ maxEntries: MAX_BOARDS });
  const unlisten = await listenTo(ctx.database, BOARD_CHANGED_CHANNEL, {
    onNotify: () => cache.clear(),
    onReconnect: () => cache.clear(),
  });
  return { cache, close: unlisten };
}
