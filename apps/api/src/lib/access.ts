/**
 * Who may call a route. Every route Fastify registers must appear in the access table
 * (`apps/api/src/modules/access-table.ts`, built from each module's `<module>.access.ts`); a test walks the
 * registered routes, fails on one that is missing, and calls each with every actor to check the answer.
 *
 * Actors: a visitor (no token), the professional who owns the data (`owner`), another professional (`other`),
 * `rh` and `rh_manager`. A refused visitor gets 401; a refused signed-in actor gets 403.
 */
export type AccessPolicy =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in user, professional or recruiter. */
  | 'signed-in'
  /** Only the professional the route's id names (the owner); everyone else is refused. */
  | 'self'
  /** The owner, or a recruiter (rh, rh_manager). */
  | 'self-or-recruiter'
  /** Any signed-in professional (not a recruiter): applying, one's own lists. */
  | 'professional'
  /** rh and rh_manager. */
  | 'recruiter'
  /** rh_manager only. */
  | 'manager'
  /** Only outside production (the development mailbox); in production the route is not registered. */
  | 'development';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AccessRule {
  method: HttpMethod;
  /** The path exactly as registered, with its `:params` (e.g. `/api/users/me/:id`). */
  url: string;
  who: AccessPolicy;
  /** Why, when the policy alone does not say it (field-level rules, ownership of something other than a user). */
  note?: string;
}
