// What the board offers other modules: the periods of opportunities (the expanded card's dates call).
export { type PeriodSubject, periodsOf } from './opportunity-board.service';
