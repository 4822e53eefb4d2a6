// What the expanded kanban card module offers other modules: the card's data (GET opportunity/kanban/{id}).
export { opportunityCard } from './opportunity-card.service';
