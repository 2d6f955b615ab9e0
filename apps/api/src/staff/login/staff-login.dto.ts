import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

export class StaffLoginDto {
  @ApiProperty({ example: 'admin@lootledger.local', description: 'Matched case-insensitively' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(3, 254)
  email!: string;

  @ApiProperty({ example: 'correct horse battery staple' })
  @IsString()
  @Length(1, 256)
  password!: string;
}
