// GET /api/fairness, POST /api/fairness/rotate, GET /api/fairness/history: the player's seed pair,
// its rotation (revealing the old server seed) and the revealed pairs.
import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Paged } from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer } from '../../platform/auth';
import { GetSeedPairHistoryQuery, type RevealedSeedPairView } from '../../ledger';
import { PageRequestDto, pageOf } from '../../platform/http/page-request.dto';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ClientSeedDto, RotatedSeedPairDto, SeedPairDto, SeedPairHistoryPageDto } from './fairness.dto';
import { SeedPairsService } from './seed-pairs.service';

@ApiTags('fairness')
@ApiBearerAuth()
@Controller('api/fairness')
@UseGuards(PlayerAuthGuard)
export class FairnessController {
  constructor(
    private readonly seedPairs: SeedPairsService,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({ summary: 'The active seed pair: the server seed hash, the client seed and the next nonce' })
  @ApiEnvelope(SeedPairDto)
  async current(@CurrentPlayer() player: AuthenticatedPlayer): Promise<SeedPairDto> {
    const pair = await this.seedPairs.activePair(player.playerId);
    return { server_seed_hash: pair.serverSeedHash, client_seed: pair.clientSeed, nonce: pair.nonce };
  }

  @Post('rotate')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Reveal the server seed of the active pair and start a new pair (nonce 0), optionally with a new client seed',
  })
  @ApiEnvelope(RotatedSeedPairDto)
  async rotate(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: ClientSeedDto): Promise<RotatedSeedPairDto> {
    const { revealed, active } = await this.seedPairs.rotate(player.playerId, body.client_seed);
    return {
      server_seed: revealed?.serverSeed ?? null,
      revealed: revealed && {
        pair_id: revealed.pairId,
        server_seed: revealed.serverSeed,
        server_seed_hash: revealed.serverSeedHash,
        client_seed: revealed.clientSeed,
        nonce: revealed.nonce,
      },
      server_seed_hash: active.serverSeedHash,
      client_seed: active.clientSeed,
      nonce: active.nonce,
    };
  }

  @Get('history')
  @ApiOperation({ summary: 'Your revealed seed pairs, newest first: every draw they served can be recomputed' })
  @ApiEnvelope(SeedPairHistoryPageDto)
  history(
    @CurrentPlayer() player: AuthenticatedPlayer,
    @Query() request: PageRequestDto,
  ): Promise<Paged<RevealedSeedPairView>> {
    const { page, perPage } = pageOf(request);
    return this.queryBus.execute(new GetSeedPairHistoryQuery(player.playerId, page, perPage));
  }
}
