import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class UploadAvatarDto {
  @ApiProperty({
    description: 'A data URL (data:image/png;base64,...) or bare base64 of a JPEG or PNG, at most 5 MB decoded',
  })
  @IsString()
  // 5 MB in base64 plus a data-URL prefix and line breaks; the exact size is checked after decoding.
  @MaxLength(7_200_000)
  data!: string;
}
