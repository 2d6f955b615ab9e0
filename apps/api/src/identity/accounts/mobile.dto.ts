// The mobile fields every SMS/account request carries (spec: mobile, area_code default "86").
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsString,
  Matches,
  Validate,
  ValidatorConstraint,
  type ValidationArguments,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { DEFAULT_AREA_CODE, isValidMobile } from '../domain/mobile-number';

@ValidatorConstraint({ name: 'mobileForAreaCode' })
class MobileForAreaCode implements ValidatorConstraintInterface {
  validate(mobile: unknown, args: ValidationArguments): boolean {
    const areaCode = (args.object as { area_code?: unknown }).area_code;
    return typeof mobile === 'string' && typeof areaCode === 'string' && isValidMobile(areaCode, mobile);
  }

  defaultMessage(): string {
    return 'mobile must be a valid number for area_code (+86: 11 digits starting with 1)';
  }
}

const asTrimmedString = ({ value }: { value: unknown }) =>
  typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value;

export class MobileDto {
  @ApiProperty({ example: '13800138000', description: 'Digits only' })
  @Transform(asTrimmedString)
  @IsString()
  @Validate(MobileForAreaCode, { context: { zh: '手机号格式不正确' } })
  mobile!: string;

  @ApiProperty({
    example: '86',
    default: DEFAULT_AREA_CODE,
    required: false,
    description: 'Country calling code without +',
  })
  @Transform(({ value }) =>
    value === undefined || value === null || value === '' ? DEFAULT_AREA_CODE : asTrimmedString({ value }),
  )
  @IsString()
  @Matches(/^\d{1,4}$/, { message: 'area_code must be 1-4 digits', context: { zh: '区号须为1到4位数字' } })
  area_code: string = DEFAULT_AREA_CODE;
}
