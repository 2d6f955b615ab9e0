// GET /covers/items/{id}.svg and /covers/boxes/{id}.svg: the generated cover images. Outside /api:
// unsigned and without the envelope, so an <img src> can load them; cached long by browsers, with
// an ETag for the revalidation after a rename.
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import { isCatalogueId } from '../domain/catalogue-rules';
import { GetBoxForOpeningHandler } from '../get-box-for-opening/get-box-for-opening.handler';
import { GetBoxForOpeningQuery } from '../get-box-for-opening/get-box-for-opening.query';
import { CatalogueRepository } from '../store/catalogue.repository';
import { boxCoverSvg, itemCoverSvg } from './cover-image';
import { BOX_COVERS_ROUTE, ITEM_COVERS_ROUTE } from './cover-paths';

export const COVER_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';

/** "ak-47-redline-ft.svg" -> "ak-47-redline-ft"; anything else is not a cover. */
function idOf(file: string): string {
  const id = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
  if (!isCatalogueId(id)) throw new DomainError('NOT_FOUND');
  return id;
}

async function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string): Promise<void> {
  const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
  reply
    .header('cache-control', COVER_CACHE_CONTROL)
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff')
    // Opened on its own, an SVG is a document: it may not run or load anything.
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
  if (request.headers['if-none-match'] === etag) {
    await reply.status(304).send();
    return;
  }
  await reply.type('image/svg+xml; charset=utf-8').send(svg);
}

@ApiTags('catalogue')
@Controller()
export class CoversController {
  constructor(
    private readonly repository: CatalogueRepository,
    private readonly boxes: GetBoxForOpeningHandler,
  ) {}

  @Get(`${ITEM_COVERS_ROUTE}/:file`)
  @ApiOperation({ summary: 'The generated cover of an item (SVG; unsigned)' })
  @ApiParam({ name: 'file', example: 'ak-47-redline-ft.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such item' })
  async item(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const item = await this.repository.findItemCover(idOf(file));
    if (!item) throw new DomainError('NOT_FOUND');
    await sendSvg(request, reply, itemCoverSvg(item));
  }

  @Get(`${BOX_COVERS_ROUTE}/:file`)
  @ApiOperation({ summary: 'The generated cover of a box (SVG; unsigned)' })
  @ApiParam({ name: 'file', example: 'redline.svg' })
  @ApiProduces('image/svg+xml')
  @ApiOkResponse({ description: 'image/svg+xml' })
  @ApiNotFoundResponse({ description: 'NOT_FOUND: no such box' })
  async box(@Param('file') file: string, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const box = await this.boxes.execute(new GetBoxForOpeningQuery(idOf(file)));
    if (!box) throw new DomainError('NOT_FOUND');
    await sendSvg(
      request,
      reply,
      boxCoverSvg({ id: box.id, category: box.category, items: box.pool.map((entry) => entry.item) }),
    );
  }
}
