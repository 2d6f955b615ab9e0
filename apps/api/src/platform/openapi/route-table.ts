// Records every route Fastify registers (Nest controllers, raw Fastify routes, plugins), so a test
// can hold the OpenAPI document against what the running app really serves.
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern, e.g. /api/box/:id */
  url: string;
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

export function installRouteRecorder(fastify: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  tables.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      routes.push({ method: method.toUpperCase(), url: route.url });
    }
  });
}

export function registeredRoutes(fastify: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(fastify) ?? [];
}

/** /api/box/:id -> /api/box/{id} */
export function toOpenApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
