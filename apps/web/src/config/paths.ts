/**
 * Every route of the three specification documents, in one place. `routes` holds the patterns the router
 * registers; `paths` builds concrete links. Literal spellings are the contract (`professinal-profile`).
 * Routes the documents leave "not shown" are chosen here and listed in docs/decisions/web-shell.md.
 */

export const routes = {
  home: '/',
  // Authentication (000 §2)
  login: '/login',
  signup: '/signup',
  signupLocation: '/signup-location',
  confirm: '/confirm',
  signupCandidature: '/signup-candidature/:username/:token/:opportunityId',
  signupExpiredToken: '/signup-expired-token/:username/:token/:opportunityId',
  signupAdvanced: '/signup/advanced/:username/:token/:type',
  signupAdvancedBare: '/signup/advanced',
  forgotPassword: '/forgot-password',
  resetPassword: '/auth/reset/:id',
  // Public information (000 §2)
  termsOfUse: '/terms-of-use',
  faq: '/faq',
  contactUs: '/contact-us',
  // Search results for everyone (000 §2; literal not shown)
  search: '/search',
  // Opportunities (001 §2.1)
  opportunity: '/opportunity/:id',
  opportunityCreate: '/opportunity/create',
  opportunityEdit: '/opportunity/:id/edit',
  opportunityMosaic: '/opportunity/:id/mosaic',
  opportunityProfessionals: '/opportunity/:id/professionals',
  opportunityApplication: '/opportunity/:opportunityId/application/:professionalId',
  preRegister: '/pre-register/:opportunityId',
  preRegisterBare: '/pre-register',
  preRegisterEdit: '/professional/pre-register/:opportunityId/edit',
  // Candidate's own pages (000 §2)
  candidatureDetails: '/candidature-details/:opportunityId',
  myCandidatures: '/my-candidatures',
  professionalProfile: '/professional/:id/professinal-profile',
  personalInformation: '/professional/:id/personal-information',
  settings: '/professional/:id/settings',
  // Everyone signed in: second factor and sessions (issue 26; docs/decisions/incoming/wt-sess.md).
  accountSecurity: '/account/security',
  // Recruiter side (002 §2.1); `/professional/id` of that table is matched by this same pattern.
  professional: '/professional/:id',
  opportunitiesSearch: '/opportunities/search',
  kanban: '/kanban',
  kanbanCardDetails: '/kanban/card-details/:id',
  talentKanban: '/kanban/talents',
  talentCard: '/kanban/talent/:id',
  reports: '/reports/:token?',
  professionals: '/rh/professionals',
  professionalCreate: '/rh/professional/create',
  professionalEdit: '/rh/professional/:id/edit',
  // Development mailbox (DECISIONS: e-mail without SMTP)
  devMailbox: '/dev/mailbox',
  notFound: '*',
} as const;

export type RouteName = keyof typeof routes;

export type ProfessionalsTab = 'compatibles' | 'enrolled' | 'candidates';
export type ProfileStep = 'welcome' | 'finished';

export interface SearchParams {
  keywords?: string;
  location?: string;
  placeId?: string;
  homeOffice?: boolean;
  /** km around the place (000 §9); only with a place. */
  radius?: number;
  /** One home section's opportunities (its 'see all'). */
  section?: string;
}

const seg = encodeURIComponent;

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, value);
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const paths = {
  home: routes.home,
  login: routes.login,
  signup: routes.signup,
  signupLocation: routes.signupLocation,
  confirm: routes.confirm,
  signupCandidature: (username: string, token: string, opportunityId: string) =>
    `/signup-candidature/${seg(username)}/${seg(token)}/${seg(opportunityId)}`,
  signupExpiredToken: (username: string, token: string, opportunityId: string) =>
    `/signup-expired-token/${seg(username)}/${seg(token)}/${seg(opportunityId)}`,
  signupAdvanced: (username: string, token: string, type: string) =>
    `/signup/advanced/${seg(username)}/${seg(token)}/${seg(type)}`,
  signupAdvancedBare: routes.signupAdvancedBare,
  forgotPassword: (email?: string) => withQuery(routes.forgotPassword, { email: email || undefined }),
  resetPassword: (token: string) => `/auth/reset/${seg(token)}`,

  termsOfUse: routes.termsOfUse,
  faq: routes.faq,
  contactUs: routes.contactUs,

  search: (params: SearchParams = {}) =>
    withQuery(routes.search, {
      keywords: params.keywords ?? '',
      location: params.location ?? '',
      place_id: params.placeId ?? '',
      homeOffice: String(params.homeOffice ?? false),
      radius: params.placeId && params.radius ? String(params.radius) : undefined,
      section: params.section,
    }),

  opportunity: (id: string, options: { fromSignup?: boolean } = {}) =>
    withQuery(`/opportunity/${seg(id)}`, { fromSignup: options.fromSignup ? 'true' : undefined }),
  opportunityCreate: routes.opportunityCreate,
  opportunityEdit: (id: string) => `/opportunity/${seg(id)}/edit`,
  opportunityMosaic: (id: string) => `/opportunity/${seg(id)}/mosaic`,
  opportunityProfessionals: (id: string, state?: ProfessionalsTab) =>
    withQuery(`/opportunity/${seg(id)}/professionals`, { state }),
  opportunityApplication: (opportunityId: string, professionalId: string) =>
    `/opportunity/${seg(opportunityId)}/application/${seg(professionalId)}`,
  preRegister: (opportunityId: string) => `/pre-register/${seg(opportunityId)}`,
  preRegisterBare: routes.preRegisterBare,
  preRegisterEdit: (opportunityId: string, userId?: string) =>
    withQuery(`/professional/pre-register/${seg(opportunityId)}/edit`, { user: userId }),

  candidatureDetails: (opportunityId: string, options: { fromSignup?: boolean } = {}) =>
    withQuery(`/candidature-details/${seg(opportunityId)}`, {
      fromSignup: options.fromSignup ? 'true' : undefined,
    }),
  myCandidatures: routes.myCandidatures,
  professionalProfile: (id: string, step?: ProfileStep) =>
    withQuery(`/professional/${seg(id)}/professinal-profile`, { step }),
  personalInformation: (id: string) => `/professional/${seg(id)}/personal-information`,
  settings: (id: string) => `/professional/${seg(id)}/settings`,
  accountSecurity: routes.accountSecurity,

  professional: (id: string) => `/professional/${seg(id)}`,
  opportunitiesSearch: routes.opportunitiesSearch,
  kanban: routes.kanban,
  kanbanCardDetails: (id: string) => `/kanban/card-details/${seg(id)}`,
  talentKanban: routes.talentKanban,
  talentCard: (id: string) => `/kanban/talent/${seg(id)}`,
  reports: (token?: string) => (token ? `/reports/${seg(token)}` : '/reports'),
  professionals: routes.professionals,
  professionalCreate: routes.professionalCreate,
  professionalEdit: (id: string) => `/rh/professional/${seg(id)}/edit`,
  devMailbox: routes.devMailbox,
} as const;

/**
 * Authentication screens render without header, navigation and footer (000 §2, 002 §2.2).
 */
const AUTH_PATH_PREFIXES = [
  '/login',
  '/signup',
  '/signup-location',
  '/confirm',
  '/forgot-password',
  '/auth/reset/',
  '/signup-candidature/',
  '/signup-expired-token/',
  '/signup/advanced',
];

export function isAuthPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return AUTH_PATH_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`),
  );
}
