// The request that joins a ROLL room (contract section 12): the room, and its password if it has one.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';

export class JoinRoomDto {
  @ApiProperty()
  @IsString()
  @Length(1, 64)
  id!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @Length(0, 32)
  password?: string;
}
