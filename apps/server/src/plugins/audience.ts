import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/** Who may call an API route: anyone, a signed-in customer (or admin), or an admin only. */
export const AUDIENCES = ['public', 'customer', 'admin'] as const;
export type Audience = (typeof AUDIENCES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** every /api route declares it; the guard and the OpenAPI `security` follow from it */
    audience?: Audience;
  }
  interface FastifyInstance {
    /** true inside the admin scope (app.ts), where every route is for admins */
    adminScope?: boolean;
  }
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

function audienceOf(scope: FastifyInstance, route: RouteOptions): Audience {
  const declared = route.config?.audience;
  const where = `${String(route.method)} ${route.url}`;
  if (scope.adminScope) {
    if (declared && declared !== 'admin')
      throw new Error(`${where}: a route of the admin scope is for admins`);
    return 'admin';
  }
  if (!declared) throw new Error(`${where} declares no audience (config.audience: public | customer)`);
  if (declared === 'admin') throw new Error(`${where}: admin routes live in <domain>.admin-routes.ts`);
  return declared;
}

const asList = (hooks: RouteOptions['onRequest']): onRequestHookHandler[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks as onRequestHookHandler];

/**
 * Every API route declares its audience, or the app refuses to start: a customer route gets
 * `requireUser` as its first `onRequest` hook (the admin scope's own hook guards admin routes), and the
 * OpenAPI document says `x-audience` and `security` for each operation, which the authorisation
 * matrix test reads.
 */
export function enforceAudiences(app: FastifyInstance) {
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    if (!isApiRoute(route.url)) return;
    const audience = audienceOf(this, route);
    route.config = { ...route.config, audience };
    if (audience === 'customer') {
      route.onRequest = [app.requireUser as onRequestHookHandler, ...asList(route.onRequest)];
    }
    route.schema = {
      ...route.schema,
      'x-audience': audience,
      ...(audience === 'public' ? {} : { security: [{ bearer: [] }] }),
    } as RouteOptions['schema'];
  });
}
