import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SetAvatarDto {
  @ApiProperty({
    example: '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
    description: 'A url returned by POST /api/image/base64',
  })
  @IsString()
  @MaxLength(500)
  path!: string;
}
