// The `challenge` field of a sign-in body: the solved proof-of-work challenge of a CHALLENGE_REQUIRED refusal
// (@SolvedChallengeField() on the players' and the staff's login bodies).
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches, ValidateNested } from 'class-validator';
import type { SolvedChallenge } from '@lootledger/contracts';

export class SolvedChallengeDto implements SolvedChallenge {
  @ApiProperty({ description: 'data.challenge.id of the refusal', example: '9f86d081884c7d659a2feaa0c55ad015' })
  @IsString()
  @Matches(/^[0-9a-f]{32}$/)
  id!: string;

  @ApiProperty({
    description: 'Any 1-64 letters or digits such that SHA-256(id + nonce) has data.challenge.bits leading zero bits',
    example: '000000318204',
  })
  @IsString()
  @Matches(/^[A-Za-z0-9]{1,64}$/)
  nonce!: string;
}

/** The optional `challenge` of a login body: documented, validated and turned into a SolvedChallengeDto. */
export function SolvedChallengeField() {
  // In the order the stacked decorators applied (the bottom one first): the same metadata as before.
  return applyDecorators(
    Type(() => SolvedChallengeDto),
    ValidateNested(),
    IsOptional(),
    ApiPropertyOptional({
      type: SolvedChallengeDto,
      description: 'After a 403 CHALLENGE_REQUIRED: its data.challenge solved (the same request sent again with it)',
    }),
  );
}
