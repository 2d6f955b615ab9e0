// GET /metrics in Prometheus' text format. Outside /api: no signing, no envelope. With METRICS_TOKEN
// set it asks for that bearer token (the compose file's load balancer does not route /metrics at all).
import { Controller, Get, Headers, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Metrics } from './metrics';

@ApiExcludeController()
@Controller('metrics')
export class MetricsController {
  constructor(
    private readonly metrics: Metrics,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  async scrape(@Headers('authorization') authorization: string | undefined, @Res() reply: FastifyReply) {
    const token = this.config.metricsToken;
    if (token && !sameText(authorization ?? '', `Bearer ${token}`)) throw new UnauthorizedException();
    return reply
      .header('content-type', this.metrics.contentType)
      .header('cache-control', 'no-store')
      .send(await this.metrics.text());
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
