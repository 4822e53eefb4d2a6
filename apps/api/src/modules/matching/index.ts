// What the matching module offers other modules and the server; its insides stay private.

// The one definition of a compatible / highly compatible stored pair, for other modules' SQL (the talent board).
export { type StoredPairScope, storedPairIn } from './compatibility-sql';
export {
  compatiblesCount,
  ensureMatchesComputed,
  professionalCards,
  requestOpportunityMatch,
  requestProfessionalMatch,
} from './matching.service';
