// Points the player's avatar at one of its own uploads (never an arbitrary URL: no hot-linking,
// no other player's file).
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { AvatarUploadRepository } from '../upload-avatar/avatar-upload.repository';

/** The path part of what the client sends back: the url as returned, or the same url made absolute. */
function uploadPath(input: string): string {
  try {
    return input.startsWith('/') ? input : new URL(input).pathname;
  } catch {
    return input;
  }
}

@Injectable()
export class SetAvatarHandler {
  constructor(
    private readonly uploads: AvatarUploadRepository,
    private readonly players: PlayerAccountRepository,
  ) {}

  async execute(playerId: string, path: string): Promise<{ avatar: string }> {
    const url = uploadPath(path.trim());
    if (!(await this.uploads.isUploadOf(url, playerId))) throw new DomainError('AVATAR_INVALID');
    await this.players.update(playerId, { avatar: url }, new Date());
    return { avatar: url };
  }
}
