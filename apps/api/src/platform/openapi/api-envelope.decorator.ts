// Documents a call's 200 response as the envelope with `data` of the given model:
// @ApiEnvelope(SiteInfoDto), @ApiEnvelope(BoxDto, { isArray: true }), @ApiEnvelope() for data: null.
import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, getSchemaPath } from '@nestjs/swagger';
import { EnvelopeDto } from './envelope.schema';

export function ApiEnvelope(model?: Type<unknown>, options: { isArray?: boolean; description?: string } = {}) {
  const data = model
    ? options.isArray
      ? { type: 'array', items: { $ref: getSchemaPath(model) } }
      : { $ref: getSchemaPath(model) }
    : { type: 'object', nullable: true, example: null };
  return applyDecorators(
    ApiExtraModels(EnvelopeDto, ...(model ? [model] : [])),
    ApiOkResponse({
      description: options.description ?? 'Success',
      schema: { allOf: [{ $ref: getSchemaPath(EnvelopeDto) }, { properties: { data } }] },
    }),
  );
}
