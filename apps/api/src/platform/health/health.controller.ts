// Liveness and readiness for load balancers and orchestrators: live means the process answers;
// ready means the database and the event store answer (a draining process answers 503 before
// this is reached: Fastify refuses new requests once shutdown starts).
import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { EventStore, SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';
import { EVENT_STORE } from '../database/event-store.provider';

@Controller('health')
export class HealthController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    try {
      await this.sql.query('SELECT 1');
      const head = await this.store.headPosition();
      return { status: 'ok', database: this.sql.dialect, log_head: head.globalPosition.toString() };
    } catch {
      throw new ServiceUnavailableException();
    }
  }
}
