// Liveness and readiness: ready means the database answers.
import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../database/database.module';

@Controller('health')
export class HealthController {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  @Get('live')
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  @Get('ready')
  async ready() {
    try {
      await this.sql.query('SELECT 1');
      return { status: 'ok', database: this.sql.dialect };
    } catch {
      throw new ServiceUnavailableException();
    }
  }
}
