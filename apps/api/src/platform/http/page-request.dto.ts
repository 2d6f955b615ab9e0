// Paging of list calls (contract section 3): `page` 1-based (default 1), optional `per_page` that
// the server caps. A list's request DTO extends PageRequestDto; its handler reads pageOf(request).
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** The server's cap on per_page: a larger request is served this many. */
export const MAX_PER_PAGE = 100;
export const DEFAULT_PER_PAGE = 15;

export class PageRequestDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, default: DEFAULT_PER_PAGE, description: `capped at ${MAX_PER_PAGE}` })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  per_page?: number;
}

export function pageOf(request: PageRequestDto, defaultPerPage = DEFAULT_PER_PAGE): { page: number; perPage: number } {
  return { page: request.page ?? 1, perPage: Math.min(request.per_page ?? defaultPerPage, MAX_PER_PAGE) };
}
