import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt } from 'class-validator';
import { MobileDto } from '../accounts/mobile.dto';
import { SmsPurpose } from '../domain/sms-code';

export class SendSmsDto extends MobileDto {
  @ApiProperty({ enum: [1, 2, 3], description: '1 register, 2 login or forgotten password, 3 bind a mobile' })
  @Type(() => Number)
  @IsInt()
  @IsIn([SmsPurpose.Register, SmsPurpose.Login, SmsPurpose.Bind])
  is_use!: SmsPurpose;
}
