import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/layout/page-loader';
import { RequireOwnProfessional, RequireRecruiter, RequireSignedIn } from '../features/auth';
import { prefetchOpportunityBoard } from '../features/opportunity-board/prefetch';
import { prefetchProfessionalsScreen } from '../features/opportunity-professionals/prefetch';
import { NotFoundPage } from '../features/public-pages/routes/not-found-page';
import { RouteErrorPage } from '../features/public-pages/routes/route-error-page';
import { loadNamespaces } from '../i18n';
import { routes } from './paths';
import { RootLayout } from './root-layout';

// Screens load lazily so each route's code is fetched on first visit. Only built screens are registered;
// the catch-all answers everything else with "Page not found".

/**
 * Guarded areas. Their guards apply to every route of the area now, built or not, so access rules never depend
 * on which screens exist yet: a route whose screen is still to come answers "Page not found" behind its guard.
 * A screen is registered by replacing its entry's `Component` with a `lazy` import.
 */
const awaitingScreen = (path: string): RouteObject => ({ path, Component: NotFoundPage });

const recruiterRoutes: RouteObject[] = [
  {
    path: routes.opportunityProfessionals,
    // The screen's first calls start with its code, not after it (issue 9); only on entering the route, since
    // the screen's own queries refetch on a tab or filter change.
    loader: ({ params, request }) => {
      if (params.id) prefetchProfessionalsScreen(params.id, new URL(request.url).searchParams);
      return null;
    },
    shouldRevalidate: () => false,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/opportunity-professionals/routes/opportunity-professionals-page'),
        loadNamespaces(['professionals']),
      ]);
      return { Component: screen.OpportunityProfessionalsPage };
    },
  },
  {
    path: routes.opportunityMosaic,
    // The editor and react-grid-layout load only here.
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/opportunity-mosaic/routes/opportunity-mosaic-page'),
        loadNamespaces(['recruiter']),
      ]);
      return { Component: screen.OpportunityMosaicPage };
    },
  },
  {
    path: routes.opportunitiesSearch,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/opportunity-search-rh/routes/opportunity-search-rh-page'),
        loadNamespaces(['recruiter-search']),
      ]);
      return { Component: screen.OpportunitySearchRhPage };
    },
  },
  ...[routes.opportunityCreate, routes.opportunityEdit].map(
    (path): RouteObject => ({
      path,
      // The form and its rich text editor (tiptap) load only here.
      lazy: async () => {
        const [screen] = await Promise.all([
          import('../features/opportunity-form/routes/opportunity-form-page'),
          loadNamespaces(['recruiter', 'rich-text']),
        ]);
        return { Component: screen.OpportunityFormPage };
      },
    }),
  ),
  {
    path: routes.opportunityApplication,
    // The stage notes' rich text editor (tiptap) loads only here and in the opportunity form.
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/candidature-progress/routes/candidature-progress-page'),
        loadNamespaces(['candidature-progress', 'rich-text']),
      ]);
      return { Component: screen.CandidatureProgressPage };
    },
  },
  ...[routes.preRegister, routes.preRegisterBare].map(
    (path): RouteObject => ({
      path,
      lazy: async () => {
        const [screen] = await Promise.all([
          import('../features/pre-registration/routes/pre-register-page'),
          loadNamespaces(['pre-registration']),
        ]);
        return { Component: screen.PreRegisterPage };
      },
    }),
  ),
  {
    path: routes.preRegisterEdit,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/pre-registration/routes/pre-register-page'),
        loadNamespaces(['pre-registration']),
      ]);
      return { Component: screen.PreRegisterEditPage };
    },
  },
  {
    path: routes.kanbanCardDetails,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/opportunity-card/routes/opportunity-card-page'),
        loadNamespaces(['opportunity-card']),
      ]);
      return { Component: screen.OpportunityCardPage };
    },
  },
  {
    path: routes.kanban,
    // The board's data starts with its code (the answer is large); the filters then refetch on their own.
    loader: ({ request }) => {
      prefetchOpportunityBoard(new URL(request.url).searchParams);
      return null;
    },
    shouldRevalidate: () => false,
    // The drag-and-drop and virtual list libraries load only here.
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/opportunity-board/routes/opportunity-board-page'),
        loadNamespaces(['opportunity-board']),
      ]);
      return { Component: screen.OpportunityBoardPage };
    },
  },
  ...[
    routes.professional,
    routes.talentKanban,
    routes.talentCard,
    routes.reports,
    routes.professionals,
    routes.professionalCreate,
    routes.professionalEdit,
  ].map(awaitingScreen),
];

const ownProfessionalRoutes: RouteObject[] = [
  {
    path: routes.professionalProfile,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/profile/routes/professional-profile-page'),
        loadNamespaces(['profile', 'candidature']),
      ]);
      return { Component: screen.ProfessionalProfilePage };
    },
  },
  {
    path: routes.personalInformation,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/profile/routes/personal-information-page'),
        loadNamespaces(['profile']),
      ]);
      return { Component: screen.PersonalInformationPage };
    },
  },
  {
    path: routes.settings,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/profile/routes/settings-page'),
        loadNamespaces(['profile']),
      ]);
      return { Component: screen.SettingsPage };
    },
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: routes.myCandidatures,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/candidature/routes/my-candidatures-page'),
        loadNamespaces(['candidature']),
      ]);
      return { Component: screen.MyCandidaturesPage };
    },
  },
  {
    path: routes.candidatureDetails,
    lazy: async () => {
      const [screen] = await Promise.all([
        import('../features/candidature/routes/candidature-details-page'),
        loadNamespaces(['candidature']),
      ]);
      return { Component: screen.CandidatureDetailsPage };
    },
  },
];
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // Shown while the first screen's code loads (its route is lazy).
    HydrateFallback: PageLoader,
    children: [
      {
        path: routes.home,
        // Recruiters land on their own opportunities, everyone else on the candidates' home (docs/decisions.md).
        lazy: async () => ({
          Component: (await import('../features/recruiter-home/routes/landing-page')).LandingPage,
        }),
      },
      {
        path: routes.search,
        lazy: async () => ({ Component: (await import('../features/home/routes/search-page')).SearchPage }),
      },
      {
        path: routes.opportunity,
        // Its catalogue loads with it: it was the largest one on the first page that only this screen reads.
        lazy: async () => {
          const [screen] = await Promise.all([
            import('../features/opportunity-detail/routes/opportunity-page'),
            loadNamespaces(['opportunity']),
          ]);
          return { Component: screen.OpportunityPage };
        },
      },
      {
        path: routes.termsOfUse,
        lazy: async () => {
          const [screen] = await Promise.all([
            import('../features/public-pages/routes/terms-page'),
            loadNamespaces(['public']),
          ]);
          return { Component: screen.TermsPage };
        },
      },
      {
        path: routes.faq,
        lazy: async () => {
          const [screen] = await Promise.all([
            import('../features/public-pages/routes/faq-page'),
            loadNamespaces(['public']),
          ]);
          return { Component: screen.FaqPage };
        },
      },
      {
        path: routes.contactUs,
        lazy: async () => {
          const [screen] = await Promise.all([
            import('../features/public-pages/routes/contact-page'),
            loadNamespaces(['public']),
          ]);
          return { Component: screen.ContactPage };
        },
      },
      { Component: RequireRecruiter, children: recruiterRoutes },
      { Component: RequireOwnProfessional, children: ownProfessionalRoutes },
      { Component: RequireSignedIn, children: signedInRoutes },
      // Access and identity (issue 3): sign-in, sign-up, confirmation, reset; and the development mailbox.
      {
        path: routes.login,
        lazy: async () => ({ Component: (await import('../features/auth/routes/login-page')).LoginPage }),
      },
      {
        path: routes.signup,
        lazy: async () => ({ Component: (await import('../features/auth/routes/signup-page')).SignupPage }),
      },
      {
        path: routes.signupLocation,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/signup-location-page')).SignupLocationPage,
        }),
      },
      {
        path: routes.confirm,
        lazy: async () => ({ Component: (await import('../features/auth/routes/confirm-page')).ConfirmPage }),
      },
      {
        path: routes.signupCandidature,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/signup-candidature-page')).SignupCandidaturePage,
        }),
      },
      {
        path: routes.signupExpiredToken,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/signup-expired-token-page'))
            .SignupExpiredTokenPage,
        }),
      },
      {
        path: routes.signupAdvanced,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/signup-advanced-page')).SignupAdvancedPage,
        }),
      },
      {
        path: routes.signupAdvancedBare,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/signup-advanced-page')).SignupAdvancedPage,
        }),
      },
      {
        path: routes.forgotPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/forgot-password-page')).ForgotPasswordPage,
        }),
      },
      {
        path: routes.resetPassword,
        lazy: async () => ({
          Component: (await import('../features/auth/routes/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: routes.devMailbox,
        lazy: async () => {
          const [screen] = await Promise.all([
            import('../features/dev-mailbox/routes/dev-mailbox-page'),
            loadNamespaces(['mailbox']),
          ]);
          return { Component: screen.DevMailboxPage };
        },
      },
      {
        // 002 §2.1 lists the catch-all as recruiter-guarded; it stays open so visitors following a stale
        // link see "Page not found" rather than the sign-in page (docs/decisions.md).
        path: routes.notFound,
        Component: NotFoundPage,
      },
    ],
  },
];

export const router = createBrowserRouter(appRoutes);
