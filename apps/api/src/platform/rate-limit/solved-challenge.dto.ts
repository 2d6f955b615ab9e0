// The `challenge` field of a sign-in body: the solved proof-of-work challenge of a CHALLENGE_REQUIRED refusal.
import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
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
