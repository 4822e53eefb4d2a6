// What the expanded kanban card module offers other modules: the card's data (GET opportunity/kanban/{id}).
// The talent module's talent/update-squad and talent/update-responsable are these same changes (002 §7.3).
export { opportunityCard, updateResponsable, updateSquad } from './opportunity-card.service';
