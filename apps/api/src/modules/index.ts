import type { FastifyPluginAsync } from 'fastify';
import { accountSecurityRoutes } from './account-security/account-security.routes';
import { authRoutes } from './auth/auth.routes';
import { cataloguesRoutes } from './catalogues/catalogues.routes';
import { consentRoutes } from './consent/consent.routes';
import { contactRoutes } from './contact/contact.routes';
import { dictionaryRoutes } from './dictionary/dictionary.routes';
import { evaluationsRoutes } from './evaluations/evaluations.routes';
import { feedRoutes } from './feed/feed.routes';
import { filesRoutes } from './files/files.routes';
import { healthRoutes } from './health/health.routes';
import { mailRoutes } from './mail/mail.routes';
import { matchingRoutes } from './matching/matching.routes';
import { opportunitiesRoutes } from './opportunities/opportunities.routes';
import { opportunityAuthoringRoutes } from './opportunity-authoring/opportunity-authoring.routes';
import { opportunityBoardRoutes } from './opportunity-board/opportunity-board.routes';
import { opportunityCardRoutes } from './opportunity-card/opportunity-card.routes';
import { opportunityCommentsRoutes } from './opportunity-comments/opportunity-comments.routes';
import { opportunityLifecycleRoutes } from './opportunity-lifecycle/opportunity-lifecycle.routes';
import { placesRoutes } from './places/places.routes';
import { preRegistrationRoutes } from './pre-registration/pre-registration.routes';
import { professionalDetailRoutes } from './professional-detail/professional-detail.routes';
import { professionalRegistrationRoutes } from './professional-registration/professional-registration.routes';
import { moreReportsRoutes } from './reports/more-reports.routes';
import { recruitmentReportRoutes } from './reports/recruitment-report.routes';
import { opportunitySearchRoutes } from './search/opportunity-search.routes';
import { professionalSearchRoutes } from './search/professional-search.routes';
import { selectionRoutes } from './selection/selection.routes';
import { talentRoutes } from './talent/talent.routes';
import { usersRoutes } from './users/users.routes';

/** Every API module, registered under /api in this order. */
export const modules: FastifyPluginAsync[] = [
  healthRoutes,
  authRoutes,
  accountSecurityRoutes,
  consentRoutes,
  contactRoutes,
  mailRoutes,
  filesRoutes,
  placesRoutes,
  opportunitySearchRoutes,
  matchingRoutes,
  professionalSearchRoutes,
  opportunitiesRoutes,
  opportunityAuthoringRoutes,
  opportunityLifecycleRoutes,
  opportunityCardRoutes,
  opportunityCommentsRoutes,
  opportunityBoardRoutes,
  selectionRoutes,
  talentRoutes,
  usersRoutes,
  feedRoutes,
  professionalDetailRoutes,
  preRegistrationRoutes,
  professionalRegistrationRoutes,
  dictionaryRoutes,
  cataloguesRoutes,
  evaluationsRoutes,
  recruitmentReportRoutes,
  moreReportsRoutes,
];
