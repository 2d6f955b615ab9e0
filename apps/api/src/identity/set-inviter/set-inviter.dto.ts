import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class SetInviterDto {
  @ApiProperty({ description: "The inviter's invite code" })
  @IsString()
  @Length(1, 32)
  invite_code!: string;
}
