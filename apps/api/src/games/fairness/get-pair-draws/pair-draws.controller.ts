// GET /api/fairness/pairs/{pair_id}/draws: every draw of a revealed seed pair, across games, for the
// verify page's one-click check. Public: a revealed pair's seeds are public (fairness.md), the
// response names no player, and pair ids are random; an unrevealed pair is refused.
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { PAIR_DRAW_GAMES, type Language, type PairDrawGame, type PairDrawResponse } from '@lootledger/contracts';
import { RequestLanguage } from '../../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../../platform/openapi/api-envelope.decorator';
import { PairDrawsReader } from './pair-draws.reader';

class PairDrawRangeDto {
  @ApiProperty({ example: '0.01' }) min!: string;
  @ApiProperty({ example: '8.88' }) max!: string;
}

class PairDrawResultDto {
  @ApiPropertyOptional({ description: 'box, contract: the item drawn' }) item_id?: string;
  @ApiPropertyOptional({ description: "box, contract: the item drawn, named in the request's language" })
  item_name?: string;
  @ApiPropertyOptional({ description: 'upgrade: roll < rate' }) success?: boolean;
  @ApiPropertyOptional({ description: 'sign_in, registration_packet: the amount drawn', example: '3.21' })
  amount?: string;
}

export class PairDrawDto implements PairDrawResponse {
  @ApiProperty({ enum: [...PAIR_DRAW_GAMES] })
  game!: PairDrawGame;
  @ApiProperty({ description: 'the open, upgrade or contract id, the sign-in day, the campaign id' }) ref!: string;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
  @ApiProperty({
    description:
      'box/contract: the ticket floor(f×W); upgrade: floor(f×10000); sign_in/registration_packet: floor(f×(max−min+1)) hundredths; red_packet: f',
  })
  roll!: number;
  @ApiPropertyOptional({ description: 'box, contract' }) ticket?: number;
  @ApiProperty({ type: PairDrawResultDto }) result!: PairDrawResultDto;
  @ApiPropertyOptional({ description: 'box, contract: [item_id, weight] in draw order', example: [['ak', 1]] })
  pool?: [string, number][];
  @ApiPropertyOptional({ description: 'upgrade: success rate, basis points' }) rate?: number;
  @ApiPropertyOptional({ type: PairDrawRangeDto }) range?: PairDrawRangeDto;
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty({ description: 'the revealed server seed' }) server_seed!: string;
  @ApiProperty() created_at!: string;
}

@ApiTags('fairness')
@Controller('api/fairness/pairs')
export class PairDrawsController {
  constructor(private readonly reader: PairDrawsReader) {}

  @Get(':pair_id/draws')
  @ApiOperation({
    summary: 'Every draw a revealed seed pair served, across games, in nonce order',
    description: '404 SEED_PAIR_NOT_FOUND; 422 SEED_PAIR_NOT_REVEALED until the pair is rotated.',
  })
  @ApiEnvelope(PairDrawDto, { isArray: true })
  draws(@Param('pair_id') pairId: string, @RequestLanguage() lang: Language): Promise<PairDrawDto[]> {
    return this.reader.draws(pairId, lang);
  }
}
