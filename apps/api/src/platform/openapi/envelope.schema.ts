// The envelope (contract section 2) as OpenAPI schemas, referenced by every documented response.
import { ApiProperty } from '@nestjs/swagger';
import { ERROR_STATUS } from '@lootledger/contracts';

export class EnvelopeDto {
  @ApiProperty({ description: 'Equals the HTTP status', example: 200 })
  code!: number;

  @ApiProperty({ description: 'In the request language (lang query, else Accept-Language, else en)', example: 'OK' })
  message!: string;

  @ApiProperty({ description: 'The result; its shape is documented per call', nullable: true })
  data!: unknown;
}

export class FieldErrorDto {
  @ApiProperty({ example: 'mobile' })
  field!: string;

  @ApiProperty({ example: 'mobile must be a string' })
  message!: string;
}

export class ErrorDataDto {
  @ApiProperty({ type: [FieldErrorDto], required: false, description: 'Only for 400 VALIDATION_FAILED' })
  errors?: FieldErrorDto[];
}

export class ErrorEnvelopeDto {
  @ApiProperty({ description: 'Equals the HTTP status', example: 401 })
  code!: number;

  @ApiProperty({ description: 'In the request language', example: 'The request signature is invalid' })
  message!: string;

  @ApiProperty({
    description: 'Stable key to branch on (never on message text)',
    enum: Object.keys(ERROR_STATUS),
    example: 'SIGNATURE_INVALID',
  })
  error!: string;

  @ApiProperty({ type: ErrorDataDto, nullable: true })
  data!: ErrorDataDto | null;
}
