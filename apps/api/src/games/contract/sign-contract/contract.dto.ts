// Shapes of the contract's player calls (contract section 12): the request DTOs (validated) and the
// responses, which implement libs/contracts' shapes.
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsString, Length } from 'class-validator';
import type {
  ContractDrawResponse,
  ContractPoolItemResponse,
  ContractPreviewResponse,
  ContractRecordResponse,
  ContractResponse,
  Paged,
} from '@lootledger/contracts';
import { GrantedItemDto } from '../../../ledger';
import { PageDto } from '../../../platform/openapi/page.dto';
import { SeedDrawDto } from '../../fairness/fairness.dto';

// Counts (3..9) and repeats are the decider's refusals (CONTRACT_TOO_FEW_ITEMS, ...), with the
// spec's messages; the DTO only keeps the shape sane.
const MAX_IDS = 50;

export class SignContractDto {
  @ApiProperty({ type: [String], description: '3 to 9 distinct storage ids of items in the backpack' })
  @IsArray()
  @ArrayMaxSize(MAX_IDS)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  data!: string[];
}

export class PreviewContractDto {
  @ApiProperty({ description: 'comma-separated storage ids (3 to 9)', example: 'id1,id2,id3' })
  @Transform(({ value }) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part.length > 0)
      : value,
  )
  @IsArray()
  @ArrayMaxSize(MAX_IDS)
  @IsString({ each: true })
  @Length(1, 64, { each: true })
  items!: string[];
}

export class ContractPoolItemDto implements ContractPoolItemResponse {
  @ApiProperty() id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() cover!: string;
  @ApiProperty({ example: '12.34' }) bean!: string;
  @ApiProperty() lv!: number;
  @ApiProperty() weight!: number;
  @ApiProperty({ example: '12.3456' }) odds!: string;
}

export class ContractPreviewDto implements ContractPreviewResponse {
  @ApiProperty({ example: '30.00' }) total!: string;
  @ApiProperty({ example: '27.00', description: 'the pool expected value: RTP x total within 0.01' }) expected!: string;
  @ApiProperty({ description: '[item_id, weight] in draw order', type: 'array', items: { type: 'array' } })
  pool!: [string, number][];
  @ApiProperty({ type: [ContractPoolItemDto] }) items!: ContractPoolItemDto[];
}

// Their own names in the OpenAPI document: the item as granted, and the draw's seeds alone.
class ContractItemDto extends GrantedItemDto {}
class ContractDrawDto extends SeedDrawDto implements ContractDrawResponse {}

export class ContractDto implements ContractResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ type: ContractItemDto }) item!: ContractItemDto;
  @ApiProperty({ description: 'the new backpack entry of the item won' }) storage_id!: string;
  @ApiProperty({ description: '[item_id, weight] in draw order', type: 'array', items: { type: 'array' } })
  pool!: [string, number][];
  @ApiProperty({ description: 'floor(f x W)' }) ticket!: number;
  @ApiProperty({ type: ContractDrawDto }) fairness!: ContractDrawDto;
  @ApiProperty({ example: '30.00' }) total!: string;
  @ApiProperty({ example: '27.00' }) expected!: string;
}

class ContractInputDto {
  @ApiProperty() storage_id!: string;
  @ApiProperty() item_id!: string;
  @ApiProperty({ example: '10.00' }) bean!: string;
}

export class ContractRecordDto extends ContractDto implements ContractRecordResponse {
  @ApiProperty({ type: [ContractInputDto] }) inputs!: ContractInputDto[];
  @ApiProperty() created_at!: string;
}

export class ContractRecordsPageDto extends PageDto(ContractRecordDto) implements Paged<ContractRecordResponse> {}
