// Stores the player's language; asking for the one already set is refused ("already switched").
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import type { PlayerLanguage } from '../domain/player-profile-rules';

@Injectable()
export class SetLanguageHandler {
  constructor(private readonly players: PlayerAccountRepository) {}

  async execute(playerId: string, lang: PlayerLanguage): Promise<{ lang: PlayerLanguage }> {
    const account = await this.players.findById(playerId);
    if (!account) throw new DomainError('TOKEN_INVALID');
    if (account.lang === lang) throw new DomainError('LANGUAGE_UNCHANGED');
    await this.players.update(playerId, { lang }, new Date());
    return { lang };
  }
}
