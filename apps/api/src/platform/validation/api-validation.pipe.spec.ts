// The validation pipe on its own: field shapes first (field-shapes.ts), then class-validator, one
// answer naming every bad field.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max } from 'class-validator';
import { DomainError } from '../errors/domain-error';
import { ApiValidationPipe } from './api-validation.pipe';

class DottedDto {
  @ApiProperty() @IsString() 'openid.ns'!: string;
  @ApiPropertyOptional() @IsOptional() @IsString() 'openid.mode'?: string;
  @ApiProperty() @IsInt() @Max(5) count!: number;
  @ApiPropertyOptional({ type: String, nullable: true }) @IsOptional() @IsString() note?: string | null;
}

const pipe = new ApiValidationPipe();

async function refusedFields(body: unknown): Promise<string[]> {
  try {
    await pipe.transform(body, { type: 'body', metatype: DottedDto });
  } catch (error) {
    if (error instanceof DomainError && error.key === 'VALIDATION_FAILED') {
      return (error.fieldErrors ?? []).map((problem) => `${problem.field}: ${problem.message.en}`);
    }
    throw error;
  }
  return [];
}

describe('ApiValidationPipe', () => {
  it('names a misshapen field whose name holds a dot, and every other bad field, once', async () => {
    expect(await refusedFields({ 'openid.ns': null, 'openid.mode': [], count: 9 })).toEqual([
      'openid.ns: openid.ns must not be null',
      'openid.mode: openid.mode must be a string',
      'count: count must not be greater than 5',
    ]);
  });

  it('takes null only where the document says nullable', async () => {
    expect(await refusedFields({ 'openid.ns': 'x', count: 1, note: null })).toEqual([]);
    expect(await refusedFields({ 'openid.ns': 'x', count: null })).toEqual(['count: count must not be null']);
  });

  it('refuses a list, an object or a boolean where a number is documented', async () => {
    for (const count of [[], {}, true]) {
      expect(await refusedFields({ 'openid.ns': 'x', count })).toEqual(['count: count must be a number']);
    }
  });
});
