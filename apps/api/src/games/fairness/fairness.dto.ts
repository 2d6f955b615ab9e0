// Shapes of the fairness calls (contract section 7; fairness.md "Seeds"), and what every game's
// answer says of a draw's seeds (SeedDrawDto) and of a client seed it takes (@IsClientSeed).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches } from 'class-validator';
import type {
  Paged,
  RevealedSeedPairResponse,
  RotatedSeedPairResponse,
  SeedPairHistoryItemResponse,
  SeedPairResponse,
} from '@lootledger/contracts';
import { PageDto } from '../../platform/openapi/page.dto';

export const CLIENT_SEED_PATTERN = /^[\x20-\x7e]{1,64}$/;

/** An optional client seed a player chooses (a rotation, or a box opening that rotates first). */
export function IsClientSeed() {
  // In the order the stacked decorators applied (the bottom one first): the same checks, reported in
  // the same order, as before.
  return applyDecorators(
    Matches(CLIENT_SEED_PATTERN, {
      message: 'client_seed must be 1 to 64 printable ASCII characters',
      context: { zh: '客户端种子须为1到64个可打印ASCII字符' },
    }),
    IsString(),
    IsOptional(),
  );
}

export class ClientSeedDto {
  @ApiPropertyOptional({
    example: 'my lucky seed',
    description: '1 to 64 printable ASCII characters; default: 16 random hex characters',
  })
  @IsClientSeed()
  client_seed?: string;
}

/**
 * The seeds one draw of a game used (the first fields of a box, contract or upgrade answer's
 * fairness): enough, with the server seed once revealed, to recompute it.
 */
export class SeedDrawDto {
  @ApiProperty({ description: 'the seed pair that drew: GET /api/fairness/pairs/{pair_id}/draws once revealed' })
  pair_id!: string;
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty() nonce!: number;
  @ApiProperty() cursor!: number;
}

export class SeedPairDto implements SeedPairResponse {
  @ApiProperty({ description: 'SHA-256 of the secret server seed: the commitment shown before any draw' })
  server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty({ description: 'the nonce the next draw uses' }) nonce!: number;
}

export class RevealedSeedPairDto implements RevealedSeedPairResponse {
  @ApiProperty() pair_id!: string;
  @ApiProperty({ description: 'the server seed, now public' }) server_seed!: string;
  @ApiProperty() server_seed_hash!: string;
  @ApiProperty() client_seed!: string;
  @ApiProperty({ description: 'draws served: nonces 0 .. nonce-1' }) nonce!: number;
}

export class RotatedSeedPairDto extends SeedPairDto implements RotatedSeedPairResponse {
  @ApiProperty({ nullable: true, type: String, description: "the old pair's server seed, revealed" })
  server_seed!: string | null;
  @ApiProperty({ nullable: true, type: RevealedSeedPairDto, description: 'the retired pair' })
  revealed!: RevealedSeedPairDto | null;
}

export class RevealedSeedPairHistoryItemDto extends RevealedSeedPairDto implements SeedPairHistoryItemResponse {
  @ApiProperty() created_at!: string;
  @ApiProperty() revealed_at!: string;
}

export class SeedPairHistoryPageDto
  extends PageDto(RevealedSeedPairHistoryItemDto)
  implements Paged<SeedPairHistoryItemResponse> {}
