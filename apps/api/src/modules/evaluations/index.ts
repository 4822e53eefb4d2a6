/** What the evaluations module offers others: the cards' evaluations of a page of professionals, in one query. */
export { cardEvaluationsByProfessional } from './evaluations.service';
