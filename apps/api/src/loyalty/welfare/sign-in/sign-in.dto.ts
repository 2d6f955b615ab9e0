// The sign-in calls' DTOs (shapes in libs/contracts responses/welfare.ts).
import { ApiProperty } from '@nestjs/swagger';
import type {
  SignInDayResponse,
  SignInRecordResponse,
  SignInResponse,
  SignInStateResponse,
} from '@lootledger/contracts';

export class SignInDto implements SignInResponse {
  @ApiProperty({ example: 7, description: 'the day of the 7-day streak (1–7)' }) day!: number;
  @ApiProperty({ example: '68.88', description: "the day's amount credited" }) bean!: string;
  @ApiProperty({ example: '3.21', description: 'the random award of day 7, else 0.00' }) award!: string;
  @ApiProperty({ example: '0.00', description: 'the recharge-month packet credited with it, else 0.00' })
  month_packet!: string;
  @ApiProperty({ example: '120.00' }) balance!: string;
}

export class SignInDayDto implements SignInDayResponse {
  @ApiProperty() day!: number;
  @ApiProperty() bean!: string;
}

export class SignInRecordDto implements SignInRecordResponse {
  @ApiProperty() date!: string;
  @ApiProperty() day!: number;
  @ApiProperty() bean!: string;
  @ApiProperty() award!: string;
  @ApiProperty() month_packet!: string;
}

export class SignInMonthDto {
  @ApiProperty() sign_ins!: number;
  @ApiProperty() needed!: number;
  @ApiProperty() recharged!: boolean;
  @ApiProperty() packet_paid!: boolean;
  @ApiProperty() packet_min!: string;
  @ApiProperty() packet_max!: string;
}

export class SignInStateDto implements SignInStateResponse {
  @ApiProperty() today!: string;
  @ApiProperty() time_zone!: string;
  @ApiProperty() signed_today!: boolean;
  @ApiProperty() streak_day!: number;
  @ApiProperty() next_day!: number;
  @ApiProperty({ type: [SignInDayDto] }) days!: SignInDayDto[];
  @ApiProperty() award_min!: string;
  @ApiProperty() award_max!: string;
  @ApiProperty({ type: SignInMonthDto }) month!: SignInMonthDto;
  @ApiProperty({ type: [SignInRecordDto] }) history!: SignInRecordDto[];
}
