// Daily free boxes, player calls: GET /api/free-boxes, GET /api/free-boxes/:id (with the player's
// unlock state when logged in), POST /api/free-boxes/open {id} (once per loyalty day).
import { Body, Controller, Get, Inject, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import {
  formatAmount,
  type DrawResponse,
  type FreeBoxResponse,
  type Language,
  type OpenedBoxResponse,
  type OpenedItemResponse,
} from '@lootledger/contracts';
import { toOpenedBoxDto } from '../../games';
import {
  CurrentPlayer,
  optionalPlayerSessionOf,
  PLAYER_SESSIONS,
  type AuthenticatedPlayer,
  type PlayerSessionVerifier,
  PlayerCommand,
} from '../../platform/auth';
import { DomainError } from '../../platform/errors/domain-error';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { LOYALTY_CLOCK, type LoyaltyClock } from '../tasks/loyalty-day';
import { FreeBoxesService, type FreeBoxStanding } from './free-boxes.service';

export class OpenFreeBoxDto {
  @ApiProperty() @IsString() @Length(1, 64) id!: string;
}

class FreeBoxDto implements FreeBoxResponse {
  @ApiProperty() id!: string;
  @ApiProperty() box_id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '10.00' }) price!: string;
  @ApiProperty({ example: 'vip' }) unlock_type!: string;
  @ApiProperty({ example: '1' }) unlock_value!: string;
  @ApiProperty({ example: '0' }) standing!: string;
  @ApiProperty() unlocked!: boolean;
  @ApiProperty() opened_today!: boolean;
  @ApiProperty() items!: { id: string; name: string; cover: string; bean: string }[];
}

class FreeBoxOpenedDto implements OpenedBoxResponse {
  @ApiProperty() open_id!: string;
  @ApiProperty() items!: OpenedItemResponse[];
  @ApiProperty({ description: 'balance after (unchanged: the open is free)' }) bean!: string;
  @ApiProperty() fairness!: DrawResponse[];
}

function view(standing: FreeBoxStanding, lang: Language): FreeBoxDto {
  const { freeBox, box } = standing;
  const amount = freeBox.unlockType === 'recharge';
  return {
    id: freeBox.id,
    box_id: box.id,
    name: lang === 'zh' ? box.name_zh : box.name_en,
    cover: box.cover,
    price: formatAmount(box.price),
    unlock_type: freeBox.unlockType,
    unlock_value: amount ? formatAmount(freeBox.unlockValue) : freeBox.unlockValue.toString(),
    standing: amount ? formatAmount(standing.standing) : standing.standing.toString(),
    unlocked: standing.unlocked,
    opened_today: standing.openedToday,
    items: box.pool.map((entry) => ({
      id: entry.item.id,
      name: lang === 'zh' ? entry.item.name_zh : entry.item.name_en,
      cover: entry.item.cover,
      bean: formatAmount(entry.item.value),
    })),
  };
}

@ApiTags('free-boxes')
@Controller('api/free-boxes')
export class FreeBoxesController {
  constructor(
    private readonly freeBoxes: FreeBoxesService,
    @Inject(LOYALTY_CLOCK) private readonly clock: LoyaltyClock,
    @Inject(PLAYER_SESSIONS) private readonly sessions: PlayerSessionVerifier,
  ) {}

  @Get()
  @ApiOperation({ summary: "The daily free boxes with the player's unlock state (when a token is given)" })
  @ApiEnvelope(FreeBoxDto, { isArray: true })
  async list(
    @Req() http: { headers: Record<string, string | string[] | undefined> },
    @RequestLanguage() lang: Language,
  ): Promise<FreeBoxDto[]> {
    const standings = await this.freeBoxes.standings(await this.playerOf(http), this.clock.now());
    return standings.map((standing) => view(standing, lang));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One daily free box (/active/outOfTheFree/:id); 404 FREE_BOX_NOT_FOUND' })
  @ApiEnvelope(FreeBoxDto)
  async one(
    @Param('id') id: string,
    @Req() http: { headers: Record<string, string | string[] | undefined> },
    @RequestLanguage() lang: Language,
  ): Promise<FreeBoxDto> {
    const standing = (await this.freeBoxes.standings(await this.playerOf(http), this.clock.now())).find(
      (candidate) => candidate.freeBox.id === id,
    );
    if (!standing) throw new DomainError('FREE_BOX_NOT_FOUND');
    return view(standing, lang);
  }

  @PlayerCommand('open')
  @ApiOperation({
    summary: "Open today's free box: the normal provably-fair box draw at price 0, once per loyalty day",
    description: '404 FREE_BOX_NOT_FOUND, 422 FREE_BOX_LOCKED, 409 FREE_BOX_ALREADY_OPENED. A refusal changes nothing.',
  })
  @ApiEnvelope(FreeBoxOpenedDto)
  async open(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Body() body: OpenFreeBoxDto,
    @RequestLanguage() lang: Language,
  ): Promise<FreeBoxOpenedDto> {
    return toOpenedBoxDto(await this.freeBoxes.open(player.playerId, body.id, this.clock.now()), lang);
  }

  private async playerOf(http: { headers: Record<string, string | string[] | undefined> }): Promise<string | null> {
    return (await optionalPlayerSessionOf(this.sessions, http.headers.authorization))?.playerId ?? null;
  }
}
