import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { OpportunityBoardCard, OpportunityKanbanColumn } from '@mosaico/domain';
import { IconGripVertical } from '@tabler/icons-react';
import { type MouseEvent, memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar/user-avatar';
import { paths } from '../../../config/paths';
import { formatKanbanDate } from '../../../lib/dates';
import { dragIdOf, dropIdOfCard, justDragged } from './board-dnd';
import classes from './opportunity-board.module.css';

/** 002 §9: a card's title is cut at 27 characters (the whole title stays in its tooltip and for screen readers). */
const TITLE_LIMIT = 27;

function shortTitle(title: string): string {
  return title.length > TITLE_LIMIT ? `${title.slice(0, TITLE_LIMIT).trimEnd()}…` : title;
}

const dayFormats = new Map<string, Intl.NumberFormat>();

/** Days in the current step as the card shows them: a same-day period is 0.25 (DECISIONS). */
function formatDays(days: number | null, language: string): string | null {
  if (days === null) return null;
  // One formatter per language: building one per card cost more than the rest of the card.
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    dayFormats.set(language, format);
  }
  return format.format(days);
}

interface BoardCardViewProps {
  card: OpportunityBoardCard;
  /** The other column this opportunity is shown in (002 §4: its stage and Closed positions), if any. */
  alsoIn?: OpportunityKanbanColumn;
  /** The drag handle's props (absent on the drag preview). */
  handle?: Record<string, unknown>;
}

/**
 * One opportunity on the board (002 §2.3): a click anywhere on it opens the expanded card in a new tab (the title's
 * link stretched over the card, opportunity-board.module.css `.cardTitle::after`), client, responsible,
 * vacancies, days in the current step, creation date (DD-MM-YY), wins and defeats. Plain elements: a board
 * shows hundreds. Everything but the handle is memoised on the card: every card re-renders whenever a drag
 * starts, crosses another card or ends (dnd-kit's context), and only the handle's attributes change then.
 */
export function BoardCardView({ card, handle, alsoIn }: BoardCardViewProps) {
  return (
    <>
      <div className={classes.cardTop}>
        <CardTitle card={card} />
        {handle && (
          <button type="button" className={classes.handle} {...handle}>
            <IconGripVertical size={16} aria-hidden="true" />
          </button>
        )}
      </div>
      <CardFacts card={card} alsoIn={alsoIn} />
    </>
  );
}

const CardTitle = memo(function CardTitle({ card }: { card: OpportunityBoardCard }) {
  const { t } = useTranslation('opportunity-board');
  const openDetails = (event: MouseEvent) => {
    // The click that ends a mouse drag is not a click on the card.
    if (justDragged()) event.preventDefault();
  };
  return (
    <a
      className={classes.cardTitle}
      href={paths.kanbanCardDetails(card._id)}
      target="_blank"
      rel="noopener"
      title={card.titulo}
      onClick={openDetails}
      // The link covers the card (a stretched link): no native link drag, so dnd-kit drags the card, and no
      // long-press link menu on a phone, whose press picks the card up.
      draggable={false}
      aria-label={t('card.open', { title: card.titulo, number: card.idOpportunity })}
    >
      {shortTitle(card.titulo)}
    </a>
  );
});

const CardFacts = memo(function CardFacts({
  card,
  alsoIn,
}: {
  card: OpportunityBoardCard;
  alsoIn?: OpportunityKanbanColumn | undefined;
}) {
  const { t, i18n } = useTranslation('opportunity-board');
  const days = formatDays(card.periodInCurrentStep, i18n.language);
  return (
    <>
      <div className={card.cliente ? classes.client : `${classes.client} ${classes.muted}`}>
        {card.cliente ?? t('card.noClient')}
      </div>
      <div className={classes.responsible}>
        {card.user ? (
          <>
            <UserAvatar name={card.user.displayName} photoUrl={card.user.userImageUrl} size={22} />
            <span>{card.user.displayName}</span>
          </>
        ) : (
          <span className={classes.muted}>{t('card.noResponsible')}</span>
        )}
      </div>
      {alsoIn && (
        <div className={classes.twin} data-testid="board-card-twin">
          {t('card.alsoIn', { column: t(`columns.${alsoIn}`) })}
        </div>
      )}
      <dl className={classes.facts}>
        <div>
          <dt>{t('card.vacancies')}</dt>
          <dd>{card.quantidadeVagas}</dd>
        </div>
        <div>
          <dt>{t('card.daysInStep')}</dt>
          <dd>{days ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('card.created')}</dt>
          <dd>{formatKanbanDate(card.created)}</dd>
        </div>
        <div>
          <dt>{t('card.results')}</dt>
          <dd>
            <span className={classes.win}>{card.victories}</span>
            <span className={classes.defeat}>{card.defeats}</span>
          </dd>
        </div>
      </dl>
    </>
  );
});

interface BoardCardProps {
  card: OpportunityBoardCard;
  column: OpportunityKanbanColumn;
  /** This card is the one being dragged (its place shows faded while the preview moves). */
  dragging: boolean;
  alsoIn?: OpportunityKanbanColumn | undefined;
}

/** A card that can be dragged (mouse, touch or keyboard through its handle) and dropped before. */
export const BoardCard = memo(function BoardCard({ card, column, dragging, alsoIn }: BoardCardProps) {
  const { t } = useTranslation('opportunity-board');
  // Worked out once per card: every card re-renders at each drag start, crossing and drop.
  const moveLabel = useMemo(() => t('card.move', { title: card.titulo }), [t, card.titulo]);
  const drag = useDraggable({ id: dragIdOf(column, card._id) });
  const drop = useDroppable({ id: dropIdOfCard(column, card._id) });
  const { onMouseDown, onTouchStart, onKeyDown } = (drag.listeners ?? {}) as {
    onMouseDown?: (event: unknown) => void;
    onTouchStart?: (event: unknown) => void;
    onKeyDown?: (event: unknown) => void;
  };
  return (
    <article
      ref={(node) => {
        drag.setNodeRef(node);
        drop.setNodeRef(node);
      }}
      className={dragging ? `${classes.card} ${classes.placeholder}` : classes.card}
      data-testid="board-card"
      data-over={drop.isOver || undefined}
      data-twin={alsoIn ? true : undefined}
      // A mouse or a finger (after a press, so a swipe still scrolls) drags from anywhere on the card; the
      // keyboard through the handle.
      onMouseDown={onMouseDown}
      onTouchStart={onTouchStart}
    >
      <BoardCardView
        card={card}
        alsoIn={alsoIn}
        handle={{
          ...drag.attributes,
          onKeyDown,
          'aria-label': moveLabel,
          'data-testid': 'board-card-handle',
          // Where the focus goes after a keyboard drop (opportunity-board-page.tsx).
          'data-drag-handle': dragIdOf(column, card._id),
        }}
      />
    </article>
  );
});
