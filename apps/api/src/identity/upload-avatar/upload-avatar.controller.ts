import { Body, Controller, Get, HttpCode, Param, Post, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UploadedImageResponse } from '@lootledger/contracts';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../platform/errors/domain-error';
import { BodyLimit } from '../../platform/http/body-policy';
import { type AuthenticatedPlayer, CurrentPlayer, PlayerAuthGuard } from '../../platform/auth';
import { AvatarFileStore } from './avatar-file.store';
import { UploadAvatarDto } from './upload-avatar.dto';
import { UploadAvatarHandler } from './upload-avatar.handler';

/** The base64 JSON of a 5 MB image with its data-URL prefix, and some room. */
export const AVATAR_BODY_LIMIT_BYTES = 7_300_000;

@ApiTags('identity')
@ApiBearerAuth()
@Controller('api')
@UseGuards(PlayerAuthGuard)
export class UploadAvatarController {
  constructor(private readonly handler: UploadAvatarHandler) {}

  @Post('image/base64')
  @HttpCode(200)
  @BodyLimit(AVATAR_BODY_LIMIT_BYTES)
  @ApiOperation({
    summary: 'Upload an avatar image (JPEG or PNG by content, at most 5 MB); returns {url} for set_avatar',
    description:
      '422 IMAGE_INVALID (not a JPEG/PNG or not base64), 422 IMAGE_TOO_LARGE, 429 RATE_LIMITED past 30 uploads an hour.',
  })
  upload(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: UploadAvatarDto): Promise<UploadedImageResponse> {
    return this.handler.execute(player.playerId, body.data);
  }
}

/** Serves uploaded avatars (public: avatars are shown to other players). */
@ApiTags('identity')
@Controller('uploads/avatars')
export class AvatarFileController {
  constructor(private readonly files: AvatarFileStore) {}

  @Get(':file')
  @ApiOperation({ summary: 'An uploaded avatar image' })
  async file(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const found = await this.files.read(file);
    if (!found) throw new DomainError('NOT_FOUND');
    // Names are random and never reused, so the bytes behind a URL never change.
    await reply
      .type(found.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(found.bytes);
  }
}
