// What the matching module offers other modules and the server; its insides stay private.
export {
  compatiblesCount,
  ensureMatchesComputed,
  professionalCards,
  requestOpportunityMatch,
  requestProfessionalMatch,
} from './matching.service';
