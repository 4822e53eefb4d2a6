/**
 * What the evaluations module offers others: the cards' evaluations of a page of professionals, in one query, or as
 * a JSON column of another statement (cardEvaluationsJsonSql, read by toCardEvaluation).
 */

/** isBehaviouralEvaluation as a SQL condition (the talent board's behavioural-opinion sorts). */
export {
  behaviouralEvaluationSql,
  type CardEvaluationJson,
  cardEvaluationsJsonSql,
} from './evaluations.repository';
export { cardEvaluationsByProfessional, toCardEvaluation } from './evaluations.service';
