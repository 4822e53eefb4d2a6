import { type RouteObject, useRoutes } from 'react-router';
import { routes } from '../config/paths';
import { RequireOwnProfessional, RequireRecruiter, RequireSignedIn } from '../features/auth';
import { prefetchOpportunityBoard } from '../features/opportunity-board/prefetch';
import { prefetchProfessionalsScreen } from '../features/opportunity-professionals/prefetch';
import { NotFoundPage } from '../features/public-pages/routes/not-found-page';
import { prefetchTalentBoard } from '../features/talent-board/prefetch';
import { lazyScreen, withEarlyCalls } from './lazy-screen';
import { RootLayout } from './root-layout';

// Screens load lazily so each route's code is fetched on first visit. Only built screens are registered;
// the catch-all answers everything else with "Page not found".

/**
 * Guarded areas. Their guards apply to every route of the area now, built or not, so access rules never depend
 * on which screens exist yet: a route whose screen is still to come answers "Page not found" behind its guard.
 * A screen is registered by replacing its entry's `Component` with a `lazyScreen`.
 */

const recruiterRoutes: RouteObject[] = [
  {
    path: routes.opportunityProfessionals,
    // The screen's first calls start with its code, not after it (issue 9).
    Component: withEarlyCalls(
      (params, search) => {
        if (params.id) prefetchProfessionalsScreen(params.id, search);
      },
      lazyScreen(
        () => import('../features/opportunity-professionals/routes/opportunity-professionals-page'),
        (screen) => screen.OpportunityProfessionalsPage,
        ['professionals', 'professional-flags', 'evaluations'],
      ),
    ),
  },
  {
    path: routes.opportunityMosaic,
    // The editor and react-grid-layout load only here.
    Component: lazyScreen(
      () => import('../features/opportunity-mosaic/routes/opportunity-mosaic-page'),
      (screen) => screen.OpportunityMosaicPage,
      ['recruiter'],
    ),
  },
  {
    path: routes.opportunitiesSearch,
    Component: lazyScreen(
      () => import('../features/opportunity-search-rh/routes/opportunity-search-rh-page'),
      (screen) => screen.OpportunitySearchRhPage,
      ['recruiter-search'],
    ),
  },
  ...[routes.opportunityCreate, routes.opportunityEdit].map(
    (path): RouteObject => ({
      path,
      // The form and its rich text editor (tiptap) load only here.
      Component: lazyScreen(
        () => import('../features/opportunity-form/routes/opportunity-form-page'),
        (screen) => screen.OpportunityFormPage,
        ['recruiter', 'rich-text'],
      ),
    }),
  ),
  {
    path: routes.opportunityApplication,
    // The stage notes' rich text editor (tiptap) loads only here and in the opportunity form.
    Component: lazyScreen(
      () => import('../features/candidature-progress/routes/candidature-progress-page'),
      (screen) => screen.CandidatureProgressPage,
      ['candidature-progress', 'rich-text', 'professional-flags'],
    ),
  },
  ...[routes.preRegister, routes.preRegisterBare].map(
    (path): RouteObject => ({
      path,
      Component: lazyScreen(
        () => import('../features/pre-registration/routes/pre-register-page'),
        (screen) => screen.PreRegisterPage,
        ['pre-registration'],
      ),
    }),
  ),
  {
    path: routes.preRegisterEdit,
    Component: lazyScreen(
      () => import('../features/pre-registration/routes/pre-register-page'),
      (screen) => screen.PreRegisterEditPage,
      ['pre-registration'],
    ),
  },
  {
    path: routes.kanbanCardDetails,
    Component: lazyScreen(
      () => import('../features/opportunity-card/routes/opportunity-card-page'),
      (screen) => screen.OpportunityCardPage,
      ['opportunity-card'],
    ),
  },
  {
    path: routes.kanban,
    // The board's data starts with its code (the answer is large); the filters then refetch on their own. The
    // drag-and-drop and virtual list libraries load only here.
    Component: withEarlyCalls(
      (_params, search) => prefetchOpportunityBoard(search),
      lazyScreen(
        () => import('../features/opportunity-board/routes/opportunity-board-page'),
        (screen) => screen.OpportunityBoardPage,
        ['opportunity-board'],
      ),
    ),
  },
  {
    path: routes.professional,
    Component: lazyScreen(
      () => import('../features/professional-detail/routes/professional-detail-page'),
      (screen) => screen.ProfessionalDetailPage,
      ['professional-detail', 'professional-flags', 'evaluations', 'event-feed', 'rich-text'],
    ),
  },
  {
    path: routes.professionals,
    // The finder's cards open the inscribe modal and the evaluation wizard, and show badges.
    Component: lazyScreen(
      () => import('../features/professionals-finder/routes/professionals-finder-page'),
      (screen) => screen.ProfessionalsFinderPage,
      ['professionals-finder', 'professional-flags', 'evaluations', 'professional-detail'],
    ),
  },
  ...[routes.professionalCreate, routes.professionalEdit].map(
    (path): RouteObject => ({
      path,
      Component: lazyScreen(
        () => import('../features/professionals-finder/routes/professional-form-page'),
        (screen) => screen.ProfessionalFormPage,
        ['professionals-finder'],
      ),
    }),
  ),
  {
    path: routes.talentCard,
    Component: lazyScreen(
      () => import('../features/talent-board/routes/talent-card-page'),
      (screen) => screen.TalentCardPage,
      ['talent-board', 'professional-flags'],
    ),
  },
  {
    path: routes.talentKanban,
    // The board's first page and the filters' catalogues start with its code (the pages come one after another).
    Component: withEarlyCalls(
      (_params, search) => prefetchTalentBoard(search),
      lazyScreen(
        () => import('../features/talent-board/routes/talent-board-page'),
        (screen) => screen.TalentBoardPage,
        ['talent-board', 'professional-flags'],
      ),
    ),
  },
  {
    path: routes.reports,
    // The chart library (recharts) loads only here.
    Component: lazyScreen(
      () => import('../features/reports/routes/reports-page'),
      (screen) => screen.ReportsPage,
      ['reports', 'reports-more'],
    ),
  },
];

const ownProfessionalRoutes: RouteObject[] = [
  {
    path: routes.professionalProfile,
    Component: lazyScreen(
      () => import('../features/profile/routes/professional-profile-page'),
      (screen) => screen.ProfessionalProfilePage,
      ['profile', 'candidature'],
    ),
  },
  {
    path: routes.personalInformation,
    Component: lazyScreen(
      () => import('../features/profile/routes/personal-information-page'),
      (screen) => screen.PersonalInformationPage,
      ['profile'],
    ),
  },
  {
    path: routes.settings,
    Component: lazyScreen(
      () => import('../features/profile/routes/settings-page'),
      (screen) => screen.SettingsPage,
      ['profile', 'account-security'],
    ),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: routes.accountSecurity,
    Component: lazyScreen(
      () => import('../features/account-security/routes/account-security-page'),
      (screen) => screen.AccountSecurityPage,
      ['account-security'],
    ),
  },
  {
    path: routes.myCandidatures,
    Component: lazyScreen(
      () => import('../features/candidature/routes/my-candidatures-page'),
      (screen) => screen.MyCandidaturesPage,
      ['candidature'],
    ),
  },
  {
    path: routes.candidatureDetails,
    Component: lazyScreen(
      () => import('../features/candidature/routes/candidature-details-page'),
      (screen) => screen.CandidatureDetailsPage,
      ['candidature'],
    ),
  },
];
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: routes.home,
        // Recruiters land on their own opportunities, everyone else on the candidates' home (docs/decisions/opportunity-authoring.md).
        Component: lazyScreen(
          () => import('../features/recruiter-home/routes/landing-page'),
          (screen) => screen.LandingPage,
        ),
      },
      {
        path: routes.search,
        Component: lazyScreen(
          () => import('../features/home/routes/search-page'),
          (screen) => screen.SearchPage,
        ),
      },
      {
        path: routes.opportunity,
        // Its catalogue loads with it: it was the largest one on the first page that only this screen reads.
        Component: lazyScreen(
          () => import('../features/opportunity-detail/routes/opportunity-page'),
          (screen) => screen.OpportunityPage,
          ['opportunity'],
        ),
      },
      {
        path: routes.termsOfUse,
        Component: lazyScreen(
          () => import('../features/public-pages/routes/terms-page'),
          (screen) => screen.TermsPage,
          ['public'],
        ),
      },
      {
        path: routes.faq,
        Component: lazyScreen(
          () => import('../features/public-pages/routes/faq-page'),
          (screen) => screen.FaqPage,
          ['public'],
        ),
      },
      {
        path: routes.contactUs,
        Component: lazyScreen(
          () => import('../features/public-pages/routes/contact-page'),
          (screen) => screen.ContactPage,
          ['public'],
        ),
      },
      { Component: RequireRecruiter, children: recruiterRoutes },
      { Component: RequireOwnProfessional, children: ownProfessionalRoutes },
      { Component: RequireSignedIn, children: signedInRoutes },
      // Access and identity (issue 3): sign-in, sign-up, confirmation, reset; and the development mailbox.
      {
        path: routes.login,
        Component: lazyScreen(
          () => import('../features/auth/routes/login-page'),
          (screen) => screen.LoginPage,
        ),
      },
      {
        path: routes.signup,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-page'),
          (screen) => screen.SignupPage,
        ),
      },
      {
        path: routes.signupLocation,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-location-page'),
          (screen) => screen.SignupLocationPage,
        ),
      },
      {
        path: routes.confirm,
        Component: lazyScreen(
          () => import('../features/auth/routes/confirm-page'),
          (screen) => screen.ConfirmPage,
        ),
      },
      {
        path: routes.signupCandidature,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-candidature-page'),
          (screen) => screen.SignupCandidaturePage,
        ),
      },
      {
        path: routes.signupExpiredToken,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-expired-token-page'),
          (screen) => screen.SignupExpiredTokenPage,
        ),
      },
      {
        path: routes.signupAdvanced,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-advanced-page'),
          (screen) => screen.SignupAdvancedPage,
        ),
      },
      {
        path: routes.signupAdvancedBare,
        Component: lazyScreen(
          () => import('../features/auth/routes/signup-advanced-page'),
          (screen) => screen.SignupAdvancedPage,
        ),
      },
      {
        path: routes.forgotPassword,
        Component: lazyScreen(
          () => import('../features/auth/routes/forgot-password-page'),
          (screen) => screen.ForgotPasswordPage,
        ),
      },
      {
        path: routes.resetPassword,
        Component: lazyScreen(
          () => import('../features/auth/routes/reset-password-page'),
          (screen) => screen.ResetPasswordPage,
        ),
      },
      {
        path: routes.devMailbox,
        Component: lazyScreen(
          () => import('../features/dev-mailbox/routes/dev-mailbox-page'),
          (screen) => screen.DevMailboxPage,
          ['mailbox'],
        ),
      },
      {
        // 002 §2.1 lists the catch-all as recruiter-guarded; it stays open so visitors following a stale
        // link see "Page not found" rather than the sign-in page (docs/decisions/web-shell.md).
        path: routes.notFound,
        Component: NotFoundPage,
      },
    ],
  },
];

/**
 * The route table, matched by React Router's declarative router (`BrowserRouter` in main.tsx). Not its data router:
 * that carries 17 KB of gzipped code the first page does not use (docs/decisions/serving-speed.md).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
