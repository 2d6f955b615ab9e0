// POST /api/card-recharge {card} → {bean, balance}.
import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import type { CardCodeRedeemedResponse } from '@lootledger/contracts';

export class RedeemCardCodeDto {
  @ApiProperty({
    example: 'K7QX-M2PA-9DHT-WZ3R-EN5C',
    description:
      'The card code as printed; case, spaces and dashes do not matter (full-width characters are folded). ' +
      'Empty (or only spaces and dashes): 400 CARD_CODE_REQUIRED, not counted as a wrong code.',
  })
  @IsString({ context: { zh: '请输入卡密' } })
  @MaxLength(100, { context: { zh: '卡密错误' } })
  card!: string;
}

export class CardCodeRedeemedDto implements CardCodeRedeemedResponse {
  @ApiProperty({ example: '100.00', description: 'coins credited by the code' }) bean!: string;
  @ApiProperty({ example: '168.88', description: 'balance after the credit' }) balance!: string;
}
