import type { AccessRule } from '../lib/access';
import { accountSecurityAccess } from './account-security/account-security.access';
import { authAccess } from './auth/auth.access';
import { cataloguesAccess } from './catalogues/catalogues.access';
import { consentAccess } from './consent/consent.access';
import { contactAccess } from './contact/contact.access';
import { dictionaryAccess } from './dictionary/dictionary.access';
import { evaluationsAccess } from './evaluations/evaluations.access';
import { feedAccess } from './feed/feed.access';
import { filesAccess } from './files/files.access';
import { healthAccess } from './health/health.access';
import { mailAccess } from './mail/mail.access';
import { matchingAccess } from './matching/matching.access';
import { opportunitiesAccess } from './opportunities/opportunities.access';
import { opportunityAuthoringAccess } from './opportunity-authoring/opportunity-authoring.access';
import { opportunityBoardAccess } from './opportunity-board/opportunity-board.access';
import { opportunityCardAccess } from './opportunity-card/opportunity-card.access';
import { opportunityCommentsAccess } from './opportunity-comments/opportunity-comments.access';
import { opportunityLifecycleAccess } from './opportunity-lifecycle/opportunity-lifecycle.access';
import { placesAccess } from './places/places.access';
import { preRegistrationAccess } from './pre-registration/pre-registration.access';
import { professionalDetailAccess } from './professional-detail/professional-detail.access';
import { professionalRegistrationAccess } from './professional-registration/professional-registration.access';
import { moreReportsAccess } from './reports/more-reports.access';
import { recruitmentReportAccess } from './reports/recruitment-report.access';
import { searchAccess } from './search/search.access';
import { selectionAccess } from './selection/selection.access';
import { talentAccess } from './talent/talent.access';
import { usersAccess } from './users/users.access';

/**
 * The access table (issue 12): who may call each /api route. A route missing here stops the start; the table
 * is enforced on every request (lib/access.ts) and walked by apps/api/test/access/access-table.test.ts.
 */
export const accessTable: readonly AccessRule[] = [
  ...healthAccess,
  ...authAccess,
  ...accountSecurityAccess,
  ...consentAccess,
  ...contactAccess,
  ...mailAccess,
  ...filesAccess,
  ...placesAccess,
  ...searchAccess,
  ...matchingAccess,
  ...opportunitiesAccess,
  ...opportunityAuthoringAccess,
  ...opportunityLifecycleAccess,
  ...opportunityCardAccess,
  ...opportunityCommentsAccess,
  ...opportunityBoardAccess,
  ...selectionAccess,
  ...talentAccess,
  ...usersAccess,
  ...feedAccess,
  ...professionalDetailAccess,
  ...preRegistrationAccess,
  ...professionalRegistrationAccess,
  ...dictionaryAccess,
  ...cataloguesAccess,
  ...evaluationsAccess,
  ...recruitmentReportAccess,
  ...moreReportsAccess,
];
