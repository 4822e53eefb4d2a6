import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { AppError } from './errors';

/**
 * Who may call a route. Every route under /api must have a row in the access table
 * (`apps/api/src/modules/access-table.ts`, built from each module's `<module>.access.ts`): the app refuses to
 * start otherwise, enforces the row on every request before validation and before the handler, and a test
 * (`apps/api/test/access/access-table.test.ts`) calls every route as every actor and checks the answer.
 *
 * Actors: a visitor (no token), the professional who owns the data (`owner`), another professional (`other`),
 * `rh` and `rh_manager`. A refused visitor gets 401; a refused signed-in actor gets 403.
 */
export type AccessPolicy =
  /** Anyone, signed in or not. */
  | 'public'
  /** Any signed-in user, professional or recruiter. */
  | 'signed-in'
  /** Only the professional the route's owner param names; everyone else is refused. */
  | 'self'
  /** The owner, or a recruiter (rh, rh_manager). */
  | 'self-or-recruiter'
  /** Any signed-in professional (not a recruiter): applying, one's own lists. */
  | 'professional'
  /** rh and rh_manager. */
  | 'recruiter'
  /** rh_manager only. */
  | 'manager'
  /**
   * Only outside production (the development mailbox), and only to a client on this machine: the socket's own
   * address must be loopback, whatever HOST and TRUST_PROXY say (see `isLoopbackSocket`). In production the
   * route is not registered.
   */
  | 'development'
  /**
   * The visitor who has just signed up (no token yet; the service accepts only a fresh, unconfirmed account) or,
   * signed in, the account itself.
   */
  | 'signup';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the access test puts in a path param: the owner's user id, an account signed up a moment ago and not yet
 * confirmed, an opportunity, the owner's CV file, the owner's e-mail, a gazetteer place, a random token, or a
 * literal after '='.
 */
export type AccessParamSource =
  | 'owner'
  | 'freshAccount'
  | 'opportunity'
  | 'ownerFile'
  | 'ownerEmail'
  | 'place'
  | 'token'
  | `=${string}`;

export interface AccessRule {
  method: HttpMethod;
  /** The path exactly as registered, with its `:params` (e.g. `/api/users/me/:id`). */
  url: string;
  who: AccessPolicy;
  /**
   * For 'self' and 'self-or-recruiter': the param holding the owner's user id, checked here for every request
   * (default 'id'). `null` when ownership goes through something else (a file, the body) and the service decides.
   */
  ownerParam?: string | null;
  /** How the access test fills each path param. */
  params?: Record<string, AccessParamSource>;
  /** Why, when the policy alone does not say it. */
  note?: string;
  /** The call uses up the account it is made with (deleting it): the access test gives it fresh accounts. */
  consumesActor?: boolean;
}

const refuse = (request: FastifyRequest): never => {
  if (!request.currentUser) throw new AppError(401, 'UNAUTHORIZED');
  throw new AppError(403, 'FORBIDDEN');
};

/** Whether the request's user passes the rule (the owner check included); throws 401/403 otherwise. */
export function enforceAccess(rule: AccessRule, request: FastifyRequest): void {
  const user = request.currentUser;
  switch (rule.who) {
    case 'public':
      return;
    case 'development':
      // The mailbox shows every password-reset link: anyone else who reaches the port could take any account
      // over (issue 21). A stranger learns nothing, not even that the route exists.
      if (!isLoopbackSocket(request)) {
        throw new AppError(404, 'ROUTE_NOT_FOUND', {
          method: request.method,
          url: request.url.split('?')[0] ?? '',
        });
      }
      return;
    case 'signed-in':
      if (!user) refuse(request);
      return;
    case 'professional':
      if (!user || user.isRecruiter) refuse(request);
      return;
    case 'recruiter':
      if (!user?.isRecruiter) refuse(request);
      return;
    case 'manager':
      if (!user?.roles.includes('rh_manager')) refuse(request);
      return;
    case 'signup':
    case 'self':
    case 'self-or-recruiter': {
      if (rule.who === 'signup' && !user) return;
      if (!user) refuse(request);
      if (rule.who === 'self-or-recruiter' && user?.isRecruiter) return;
      const ownerParam = rule.ownerParam === undefined ? 'id' : rule.ownerParam;
      if (ownerParam === null) {
        // Ownership through a file or the body: the service decides; recruiters never pass a 'self' route.
        if (rule.who === 'self' && user?.isRecruiter) refuse(request);
        return;
      }
      const target = (request.params as Record<string, string | undefined>)[ownerParam];
      if (target !== user?.id) refuse(request);
      return;
    }
  }
}

/**
 * Whether the TCP peer is this machine. The socket's address, never `request.ip`: with TRUST_PROXY that comes from
 * X-Forwarded-For, which any client writes. IPv4 loopback is all of 127.0.0.0/8, also as an IPv4-mapped IPv6
 * address (a server listening on '::').
 */
export function isLoopbackSocket(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.socket.remoteAddress);
}

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const ruleKey = (method: string, url: string) => `${method} ${url}`;

/** Routes outside the table by nature: the API reference (Swagger UI and its files) is public documentation. */
const DOCUMENTATION_PREFIXES = ['/api/docs', '/api/openapi.json'];

export interface AccessControl {
  /** Every /api route registered, as 'METHOD /path' (HEAD copies of GET routes left out). */
  registered: string[];
  /** The same routes with their schemas, for tests that derive their inputs from the routes themselves. */
  routes: Array<{ method: string; url: string; schema: RouteOptions['schema'] }>;
  rules: readonly AccessRule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    accessControl: AccessControl;
  }
  interface FastifyContextConfig {
    accessRule?: AccessRule;
  }
}

/**
 * Enforces the access table: an /api route without a row stops the start (naming it), and every request is
 * checked against its row in an onRequest hook, after the token is read and before parsing and validation, so
 * a refused caller learns nothing about the route's input.
 */
export function registerAccessControl(app: FastifyInstance, rules: readonly AccessRule[]): void {
  const byKey = new Map<string, AccessRule>();
  for (const rule of rules) {
    const key = ruleKey(rule.method, rule.url);
    if (byKey.has(key)) throw new Error(`The access table lists ${key} twice.`);
    byKey.set(key, rule);
  }
  const control: AccessControl = { registered: [], routes: [], rules };
  app.decorate('accessControl', control);

  app.addHook('onRoute', (route: RouteOptions) => {
    const url = route.url;
    if (!url?.startsWith('/api/') || DOCUMENTATION_PREFIXES.some((prefix) => url.startsWith(prefix))) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    for (const method of methods) {
      const rule = byKey.get(ruleKey(method, url));
      if (!rule) {
        throw new Error(
          `Route ${method} ${url} has no row in the access table: add it to its module's <module>.access.ts.`,
        );
      }
      control.registered.push(ruleKey(method, url));
      control.routes.push({ method, url, schema: route.schema });
      route.config = { ...(route.config ?? {}), accessRule: rule } as typeof route.config;
    }
    // A HEAD route (Fastify adds one beside each GET) follows its GET's rule.
    if (methods.length === 0 && route.method === 'HEAD') {
      const rule = byKey.get(ruleKey('GET', url));
      if (rule) route.config = { ...(route.config ?? {}), accessRule: rule } as typeof route.config;
    }
    const previous = route.onRequest;
    const check = async (request: FastifyRequest) => {
      const rule = request.routeOptions.config.accessRule;
      if (!rule) throw new AppError(403, 'FORBIDDEN');
      enforceAccess(rule, request);
    };
    route.onRequest = previous ? [...(Array.isArray(previous) ? previous : [previous]), check] : [check];
  });
}
