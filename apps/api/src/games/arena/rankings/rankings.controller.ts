// GET /api/arena/ranking?type=1|2 (today's or this week's best by value won, with the daily reward
// each rank earns) and GET /api/arena/winRanking (the lucky and unlucky lists). Public. Only players
// at the staff-set activity floor are ranked; today's rewards are the table's, scaled down as the day's
// payout would be if the day ended now (capped by the volume played so far).
import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  formatAmount,
  type BattleLuckResponse,
  type BattleLuckRowResponse,
  type BattleRankingResponse,
  type BattleRankingRowResponse,
} from '@lootledger/contracts';
import { GetPlayerProfilesQuery, type PlayerProfileView } from '../../../identity';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { ArenaRulesRepository } from '../rewards/arena-rules.repository';
import { cappedRewards, payoutCap, rewardForRank } from '../rewards/arena-rules';
import { periodStart, RANKING_SIZE, RankingsReader } from './rankings.reader';

class RankingQueryDto {
  @ApiPropertyOptional({ enum: [1, 2], default: 1, description: '1 today (UTC), 2 this week (ISO, UTC)' })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2])
  type?: 1 | 2;
}

class RankingRowDto implements BattleRankingRowResponse {
  @ApiProperty() rank!: number;
  @ApiProperty() player_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() avatar!: string;
  @ApiProperty({ example: '120.50' }) bean!: string;
  @ApiProperty() games!: number;
  @ApiProperty({ example: '188.00' }) reward!: string;
}

class RankingDto implements BattleRankingResponse {
  @ApiProperty({ enum: [1, 2] }) type!: 1 | 2;
  @ApiProperty() period_start!: string;
  @ApiProperty({ type: [RankingRowDto] }) list!: RankingRowDto[];
}

class LuckRowDto implements BattleLuckRowResponse {
  @ApiProperty() player_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() avatar!: string;
  @ApiProperty() games!: number;
  @ApiProperty() wins!: number;
  @ApiProperty({ example: '62.50' }) win_rate!: string;
  @ApiProperty({ example: '-35.00' }) net!: string;
}

class LuckDto implements BattleLuckResponse {
  @ApiProperty({ type: [LuckRowDto] }) lucky!: LuckRowDto[];
  @ApiProperty({ type: [LuckRowDto] }) unlucky!: LuckRowDto[];
}

/** wins / games as a percent with two decimals, exact (no float). */
export function winRate(wins: number, games: number): string {
  return formatAmount((BigInt(wins) * 10_000n) / BigInt(games));
}

@ApiTags('arena')
@Controller('api/arena')
export class RankingsController {
  constructor(
    private readonly reader: RankingsReader,
    private readonly rules: ArenaRulesRepository,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('ranking')
  @ApiOperation({
    summary:
      "Today's (type 1) or this week's (type 2) best battle players by value won, with the daily reward per rank",
  })
  @ApiEnvelope(RankingDto)
  async ranking(@Query() query: RankingQueryDto): Promise<BattleRankingResponse> {
    const type = query.type ?? 1;
    const now = new Date();
    const from = periodStart(now, type);
    const to = new Date(from.getTime() + (type === 1 ? 1 : 7) * 86_400_000);
    const [rewards, settings, volume] = await Promise.all([
      this.rules.rankingRewards(),
      this.rules.rankingSettings(),
      this.reader.volume(from, to),
    ]);
    // Every paid rank counts towards the cap, also ranks below the ones shown.
    const paidRanks = Math.max(RANKING_SIZE, ...rewards.map((reward) => reward.rankTo));
    const ranked = await this.reader.ranking(from, to, paidRanks, settings);
    const amounts =
      type === 1
        ? cappedRewards(
            ranked.map((_, index) => rewardForRank(rewards, index + 1)),
            payoutCap(volume, settings.payoutCapBp),
          )
        : [];
    const rows = ranked.slice(0, RANKING_SIZE);
    const profiles = await this.profiles(rows.map((row) => row.playerId));
    return {
      type,
      period_start: from.toISOString(),
      list: rows.map((row, index) => ({
        rank: index + 1,
        player_id: row.playerId,
        name: profiles.get(row.playerId)?.name ?? '',
        avatar: profiles.get(row.playerId)?.avatar ?? '',
        bean: formatAmount(row.won),
        games: row.games,
        reward: formatAmount(amounts[index] ?? 0n),
      })),
    };
  }

  @Get('winRanking')
  @ApiOperation({
    summary: 'The lucky list (over 30 games, net gain above 20.00) and the unlucky list (net loss above 20.00)',
  })
  @ApiEnvelope(LuckDto)
  async winRanking(): Promise<BattleLuckResponse> {
    const { lucky, unlucky } = await this.reader.luck();
    const profiles = await this.profiles([...lucky, ...unlucky].map((row) => row.playerId));
    const view = (row: { playerId: string; games: number; wins: number; net: bigint }): BattleLuckRowResponse => ({
      player_id: row.playerId,
      name: profiles.get(row.playerId)?.name ?? '',
      avatar: profiles.get(row.playerId)?.avatar ?? '',
      games: row.games,
      wins: row.wins,
      win_rate: winRate(row.wins, row.games),
      net: formatAmount(row.net),
    });
    return { lucky: lucky.map(view), unlucky: unlucky.map(view) };
  }

  private async profiles(ids: string[]): Promise<Map<string, { name: string; avatar: string }>> {
    if (ids.length === 0) return new Map();
    const found = await this.queryBus.execute<GetPlayerProfilesQuery, PlayerProfileView[]>(
      new GetPlayerProfilesQuery([...new Set(ids)]),
    );
    return new Map(found.map((profile) => [profile.id, { name: profile.name, avatar: profile.avatar ?? '' }]));
  }
}
