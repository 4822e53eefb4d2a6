/** What the evaluations module offers others: the cards' evaluations of a page of professionals, in one query. */

/** isBehaviouralEvaluation as a SQL condition (the talent board's behavioural-opinion sorts). */
export { behaviouralEvaluationSql } from './evaluations.repository';
export { cardEvaluationsByProfessional } from './evaluations.service';
