// Request and response shapes of GET /api/bean/change_records (contract sections 3 and 7).
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import {
  CHANGE_TYPES,
  ChangeDirection,
  type ChangeRecordView,
  type ChangeType,
  type Paged,
} from '@lootledger/contracts';
import { PageRequestDto } from '../../platform/http/page-request.dto';
import { PageDto } from '../../platform/openapi/page.dto';

export class ChangeRecordsRequestDto extends PageRequestDto {
  @ApiPropertyOptional({
    enum: CHANGE_TYPES,
    description: 'only records of this change type (GET /api/bean/change_type)',
  })
  @IsOptional()
  @Type(() => Number)
  @IsIn(CHANGE_TYPES as readonly number[])
  type?: ChangeType;
}

export class ChangeRecordDto implements ChangeRecordView {
  @ApiProperty({ description: 'the event id of the change' }) id!: string;
  @ApiProperty({ example: '2026-01-31T12:00:00.000Z' }) created_at!: string;
  @ApiProperty({ enum: Object.values(ChangeDirection), description: '1 income, 2 expense' }) type!: ChangeDirection;
  @ApiProperty({ example: 'Expense' }) type_alias!: string;
  @ApiProperty({ enum: CHANGE_TYPES }) change_type!: ChangeType;
  @ApiProperty({ example: 'Box opening' }) change_type_alias!: string;
  @ApiProperty({ example: '-10.00', description: 'signed, two decimals' }) bean!: string;
  @ApiProperty({ example: '58.88', description: 'balance after the change' }) final_bean!: string;
}

export class ChangeRecordsPageDto extends PageDto(ChangeRecordDto) implements Paged<ChangeRecordView> {}
