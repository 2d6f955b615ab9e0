// Stores an uploaded avatar image and records it as the player's upload, so that set_avatar only
// ever points at an image this player uploaded.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.service';
import { IDENTITY_LIMITS } from '../accounts/identity-limits';
import { decodeAvatar } from '../domain/avatar-image';
import { AvatarFileStore } from './avatar-file.store';
import { AvatarUploadRepository } from './avatar-upload.repository';

@Injectable()
export class UploadAvatarHandler {
  constructor(
    private readonly files: AvatarFileStore,
    private readonly uploads: AvatarUploadRepository,
    private readonly limiter: RateLimiter,
  ) {}

  async execute(playerId: string, data: string): Promise<{ url: string }> {
    const decoded = decodeAvatar(data);
    if (!decoded.ok) throw new DomainError(decoded.error);
    await this.limiter.consume(`avatar-upload:${playerId}`, IDENTITY_LIMITS.avatarUploadsPerHour, 3600);
    const url = await this.files.save(decoded.bytes, decoded.image);
    try {
      await this.uploads.record(
        { url, playerId, contentType: decoded.image.contentType, sizeBytes: decoded.bytes.length },
        new Date(),
      );
    } catch (error) {
      await this.files.remove(url);
      throw error;
    }
    return { url };
  }
}
