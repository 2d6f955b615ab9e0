// Decorators every context's staff controller uses, so that a staff endpoint says what it is in one
// line: StaffController('boxes') (the /admin/api path, the guard, the OpenAPI tag) and
// StaffEndpoint('edit', 'boxes', {...}) (the roles the matrix allows, and its OpenAPI entry).
import { applyDecorators, Controller, UseGuards, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Roles, StaffAuthGuard } from '../../platform/auth';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { ErrorEnvelopeDto } from '../../platform/openapi/envelope.schema';
import { rolesAllowed, type StaffAction, type StaffResource } from '../domain/staff-permissions';

/** A controller of /admin/api/{path}, behind the staff guard. */
export function StaffController(path: string) {
  return applyDecorators(ApiTags('admin'), ApiBearerAuth(), Controller(`admin/api/${path}`), UseGuards(StaffAuthGuard));
}

export interface StaffEndpointDocs {
  summary: string;
  description?: string;
  /** The data of the 200 envelope (none: null). */
  type?: Type<unknown>;
  isArray?: boolean;
  /** Refusals worth documenting beside 400 and 403: HTTP status and error key. */
  refusals?: readonly (readonly [status: number, key: string])[];
}

/** One staff route: only the roles the matrix allows for the action on the resource; documented. */
export function StaffEndpoint(action: StaffAction, resource: StaffResource, docs: StaffEndpointDocs) {
  return applyDecorators(
    Roles(...rolesAllowed(action, resource)),
    ApiOperation({ summary: docs.summary, description: docs.description }),
    ApiEnvelope(docs.type, { isArray: docs.isArray }),
    ...(docs.refusals ?? []).map(([status, key]) => ApiResponse({ status, description: key, type: ErrorEnvelopeDto })),
  );
}
