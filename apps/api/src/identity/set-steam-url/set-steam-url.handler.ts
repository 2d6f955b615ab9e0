// Stores the Steam trade-offer URL (where extracted items go) and the SteamID derived from it; with a
// Steam account bound, only a trade URL of that account.
import { Injectable } from '@nestjs/common';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { parseSteamTradeUrl } from '../domain/steam-trade-url';

@Injectable()
export class SetSteamUrlHandler {
  constructor(private readonly players: PlayerAccountRepository) {}

  async execute(playerId: string, steamUrl: string): Promise<{ steam_url: string; steam_id: string }> {
    const parsed = parseSteamTradeUrl(steamUrl);
    if (!parsed) throw new DomainError('STEAM_URL_INVALID');
    // With a Steam account bound (Steam sign-in), items may only go to that account.
    const bound = await this.players.boundSteamId(playerId);
    if (bound !== undefined && bound !== parsed.steamId) throw new DomainError('STEAM_URL_NOT_YOURS');
    await this.players.update(playerId, { steamUrl: parsed.steamUrl, steamId: parsed.steamId }, new Date());
    return { steam_url: parsed.steamUrl, steam_id: parsed.steamId };
  }
}
