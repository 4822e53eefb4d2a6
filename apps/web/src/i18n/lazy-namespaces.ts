/**
 * Namespaces of screens that load lazily: their catalogues load with the screen (`loadNamespaces`, called by the
 * route), in every language. Also read by vite.config.ts, which puts the other namespaces (the shell's) of each
 * language in one chunk of their own.
 */
export const LAZY_NAMESPACES = [
  'account-security',
  'candidature',
  'candidature-progress',
  'evaluations',
  'event-feed',
  'mailbox',
  'opportunity',
  'opportunity-board',
  'opportunity-card',
  'pre-registration',
  'professional-flags',
  'professional-detail',
  'professionals',
  'professionals-finder',
  'profile',
  'public',
  'recruiter',
  'recruiter-search',
  'reports',
  'reports-more',
  'rich-text',
  'talent-board',
] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];
