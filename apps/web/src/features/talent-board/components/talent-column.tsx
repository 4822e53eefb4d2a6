import { HoverCard } from '@mantine/core';
import type { TalentCard, TalentPhase } from '@mosaico/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './talent-board.module.css';
import { TalentCardView } from './talent-card';

/** A first guess of a card's height; each card is measured once drawn (cards differ by their processes). */
const ESTIMATED_CARD_HEIGHT = 190;

/** Phase 3's header: hires versus withdrawals, hovering lists each professional with the opportunity (002 §2.5). */
function FinishedCounts({ cards }: { cards: readonly TalentCard[] }) {
  const { t } = useTranslation('talent-board');
  const hired = cards.filter((card) => card.outcome?.kind === 'hired');
  const withdrawn = cards.filter((card) => card.outcome?.kind !== 'hired');
  const line = (card: TalentCard) =>
    card.outcome?.title ? `${card.displayName} – ${card.outcome.title}` : card.displayName;
  return (
    <HoverCard width={280} shadow="md" openDelay={150} withinPortal>
      <HoverCard.Target>
        <button type="button" className={classes.countButton}>
          {t('columns.finishedCounts', { hired: hired.length, withdrawn: withdrawn.length })}
        </button>
      </HoverCard.Target>
      <HoverCard.Dropdown>
        <p className={classes.listTitle}>{t('columns.hired')}</p>
        <ul className={classes.plainList}>
          {hired.map((card) => (
            <li key={card.id}>{line(card)}</li>
          ))}
        </ul>
        <p className={classes.listTitle}>{t('columns.withdrawn')}</p>
        <ul className={classes.plainList}>
          {withdrawn.map((card) => (
            <li key={card.id}>{line(card)}</li>
          ))}
        </ul>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}

/** The second count of phases 1 and 2 (docs/decisions/incoming/talent-phases.md). */
function secondCount(phase: TalentPhase, cards: readonly TalentCard[]): number {
  if (phase === 'waiting') return cards.filter((card) => card.highCompatibleOpportunities.length > 0).length;
  return cards.reduce((sum, card) => sum + card.inProgressOpportunities.length, 0);
}

/**
 * One phase of the board. Long columns are virtualised: only the cards in view (and a few around) are drawn, and
 * a page that arrives adds to the list without re-drawing the cards already shown (they are memoised).
 */
export const TalentColumn = memo(function TalentColumn({
  phase,
  cards,
}: {
  phase: TalentPhase;
  cards: readonly TalentCard[];
}) {
  const { t } = useTranslation('talent-board');
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_CARD_HEIGHT,
    getItemKey: (index) => cards[index]?.id ?? index,
    overscan: 3,
    gap: 8,
  });
  const headingId = `talent-column-${phase}`;
  return (
    <section
      className={classes.column}
      aria-labelledby={headingId}
      data-testid="talent-column"
      data-phase={phase}
    >
      <header className={classes.columnHeader}>
        <h2 id={headingId} className={classes.columnTitle}>
          {t(`columns.${phase}`)}
        </h2>
        <div className={classes.counts}>
          <span className={classes.columnCount} aria-hidden="true">
            {cards.length}
          </span>
          <span className={classes.visuallyHidden}>{t('columns.count', { count: cards.length })}</span>
          {phase === 'finished' ? (
            <FinishedCounts cards={cards} />
          ) : (
            <span className={classes.secondCount}>
              {t(`columns.second.${phase}`, { count: secondCount(phase, cards) })}
            </span>
          )}
        </div>
      </header>
      <div ref={scrollRef} className={classes.columnBody}>
        {cards.length === 0 ? (
          <p className={classes.empty}>{t('emptyColumn')}</p>
        ) : (
          <ul className={classes.cards} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const card = cards[item.index];
              if (!card) return null;
              return (
                <li
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  className={classes.cardSlot}
                  style={{ transform: `translateY(${item.start}px)` }}
                  aria-setsize={cards.length}
                  aria-posinset={item.index + 1}
                >
                  <TalentCardView card={card} />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
});
