// Counts and times every HTTP response by route template (never the raw URL: ids would explode the
// label set). Installed on the root Fastify instance by createApp, ahead of every route; the registry
// is a Nest provider, so it is looked up once Nest has built it.
import type { FastifyInstance } from 'fastify';
import type { Metrics } from './metrics';

export function installHttpMetrics(fastify: FastifyInstance, metricsOf: () => Metrics | undefined): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const metrics = metricsOf();
    if (!metrics) return done();
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
}
