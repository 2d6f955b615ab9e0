// /admin/api/arena-ranking-settings: the daily ranking's guards (one row, id "default"): the activity
// floor (the battles and the value played a player needs in a day to be ranked and paid) and the cap
// (the day's ranking rewards together at most this percent of the day's battle volume; above it every
// reward scales down). Finance edits it with a reason (audited with before and after); support and the
// auditor read it. The next day's payout uses it and records it (a paid day keeps its own).
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { formatAmount } from '@lootledger/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import { basisPoints, hundredths, IsPercent, IsReason, percentOf } from '../../../platform/http/staff-fields';
import { IsCoinAmount } from '../../../platform/validation/coin-amount';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../../staff';
import { ArenaRulesRepository, MAX_PAYOUT_CAP_BP, type StoredRankingSettings } from '../rewards/arena-rules.repository';
// Its resource joins the staff matrix before the routes below ask it for their roles.
import './arena.staff-resources';

export class AdminRankingSettingsDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({ example: 3, description: 'battles a player needs in a day to be ranked and paid' })
  min_battles!: number;
  @ApiProperty({ example: '50.00', description: 'value played (stakes) a player needs in a day' })
  min_played!: string;
  @ApiProperty({ example: '5.00', description: "percent of the day's battle volume the rewards may pay together" })
  payout_cap!: string;
  @ApiProperty() updated_at!: string;
}

export class UpdateRankingSettingsDto {
  @ApiProperty({ example: 3 }) @Type(() => Number) @IsInt() @Min(0) @Max(10_000) min_battles!: number;
  @ApiProperty({ example: '50.00' }) @IsCoinAmount('min_played') min_played!: string;
  @ApiProperty({ example: '5.00', description: '0.00 to 100.00' }) @IsPercent('payout_cap') payout_cap!: string;
  @IsReason() reason?: string;
}

const SETTINGS_ID = 'default';

const toDto = (row: StoredRankingSettings): AdminRankingSettingsDto => ({
  id: SETTINGS_ID,
  min_battles: row.minBattles,
  min_played: formatAmount(row.minPlayed),
  payout_cap: percentOf(row.payoutCapBp),
  updated_at: row.updatedAt,
});

export const ARENA_RANKING_SETTINGS: ConfigResource<
  StoredRankingSettings,
  AdminRankingSettingsDto,
  string,
  'id',
  { id: string[] },
  never,
  UpdateRankingSettingsDto
> = {
  resource: 'arena-ranking-settings',
  dto: AdminRankingSettingsDto,
  view: toDto,
  rows: async (context) => [await new ArenaRulesRepository(context.sql).rankingSettings()],
  keyOf: (id) => {
    if (id !== SETTINGS_ID) throw new DomainError('NOT_FOUND');
    return id;
  },
  rowKey: () => SETTINGS_ID,
  notFound: 'NOT_FOUND',
  list: listByIds("The daily ranking's activity floor and payout cap (one row, id default)", {
    id: () => SETTINGS_ID,
  }),
  show: { summary: "The daily ranking's activity floor and payout cap" },
  edit: {
    summary: "Change the daily ranking's activity floor and payout cap",
    description:
      '400 VALIDATION_FAILED (payout_cap not 0.00 to 100.00). Audited with before and after. A decided day keeps its own.',
    body: UpdateRankingSettingsDto,
    run: (_key, body, _current, onChange, context) => {
      const payoutCapBp = basisPoints(body.payout_cap);
      if (payoutCapBp > MAX_PAYOUT_CAP_BP) {
        throw DomainError.invalidFields([
          {
            field: 'payout_cap',
            message: { en: 'payout_cap must be from 0.00 to 100.00', zh: '奖励上限须在 0.00 到 100.00 之间' },
          },
        ]);
      }
      const rules = new ArenaRulesRepository(context.sql);
      return context.sql.transaction(async (tx) => {
        const before = await rules.rankingSettings(tx);
        await rules.saveRankingSettings(tx, {
          minBattles: body.min_battles,
          minPlayed: hundredths(body.min_played),
          payoutCapBp,
        });
        const after = await rules.rankingSettings(tx);
        await onChange(tx, { before, after });
        return after;
      });
    },
  },
};

export class ArenaRankingSettingsStaffController extends AuditedConfigController(ARENA_RANKING_SETTINGS) {}
