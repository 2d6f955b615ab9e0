import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { REALTIME_CHANNELS, type RealtimeChannel } from '@lootledger/contracts';

export class JoinChannelDto {
  @ApiProperty({
    description: 'The client_id of the connect frame the websocket /ws received',
    example: '4f9c2a7d1e0b83c6a5d2',
  })
  @IsString()
  @Length(1, 64)
  client_id!: string;
}

export class JoinedChannelDto {
  @ApiProperty({ example: '4f9c2a7d1e0b83c6a5d2' })
  client_id!: string;

  @ApiProperty({ enum: REALTIME_CHANNELS, example: REALTIME_CHANNELS[0] })
  channel!: RealtimeChannel;
}
