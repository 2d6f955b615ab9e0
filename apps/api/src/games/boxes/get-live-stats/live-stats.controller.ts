// GET /api/stats/live: the home page's live figures: boxes opened today (the site's calendar day,
// SIGN_IN_TIME_ZONE, from the box-opens read model), players online (open websocket connections,
// RealtimeHub.connectionCount) and the featured boxes (the most opened over the last 7 days).
import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { LiveStatsResponse } from '@lootledger/contracts';
import type { SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../../../platform/config/app-config';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { RealtimeHub } from '../../../realtime';

export const FEATURED_BOXES = 6;

class LiveStatsDto implements LiveStatsResponse {
  @ApiProperty({ description: 'boxes opened since day_start (an opening of n boxes counts n)' })
  boxes_opened_today!: number;
  @ApiProperty({ description: "start of the site's calendar day (SIGN_IN_TIME_ZONE), ISO UTC" })
  day_start!: string;
  @ApiProperty({
    description:
      'open websocket connections (browser tabs on the site, signed in or not) of the API process answering; in the embedded default (one process) that is every connection',
  })
  players_online!: number;
  @ApiProperty({ type: [String], description: 'the most opened boxes of the last 7 days, most first (at most 6)' })
  featured_box_ids!: string[];
}

@ApiTags('boxes')
@Controller('api/stats')
export class LiveStatsController {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly hub: RealtimeHub,
  ) {}

  @Get('live')
  @ApiOperation({ summary: "Boxes opened today, players online and the featured boxes (the home page's live strip)" })
  @ApiEnvelope(LiveStatsDto)
  async live(): Promise<LiveStatsDto> {
    const zone = this.config.signInTimeZone;
    const [today, featured, online] = await Promise.all([
      this.sql.query<{ opened: string; day_start: Date | string }>(
        `WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE $1) AT TIME ZONE $1 AS start)
         SELECT (SELECT coalesce(sum(num), 0) FROM games_box_opens, day
                  WHERE created_at >= day.start AND box_id IS NOT NULL)::text AS opened, day.start AS day_start
           FROM day`,
        [zone],
      ),
      this.sql.query<{ box_id: string }>(
        `SELECT box_id FROM games_box_opens
          WHERE created_at >= now() - interval '7 days' AND box_id IS NOT NULL
          GROUP BY box_id ORDER BY sum(num) DESC, box_id LIMIT $1`,
        [FEATURED_BOXES],
      ),
      this.hub.connectionCount(),
    ]);
    return {
      boxes_opened_today: Number(today.rows[0].opened),
      day_start: new Date(today.rows[0].day_start).toISOString(),
      players_online: online,
      featured_box_ids: featured.rows.map((row) => row.box_id),
    };
  }
}
