// Binds a Steam account to the signed-in account (the personal centre's /steam/bind round trip):
// one Steam id per account, one account per Steam id, and only by the player who started the round
// trip (the state in return_to is theirs, unexpired and unused; it is used up with the binding).
// A saved trade URL is kept: binding another Steam account than the one it sends items to is refused
// (the player signs in to Steam as that account, or saves a trade URL of the new one first), where it
// used to be dropped without a word. Refusals that need no provider are said before the assertion is
// used up.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import type { OpenIdParams } from '../domain/openid-assertion';
import type { SteamStateOwner } from '../domain/steam-state';
import { IdentityClock } from '../identity-clock';
import { SteamAssertionVerifier } from '../steam-openid/steam-assertion.verifier';
import { SteamStateStore } from '../steam-openid/steam-state.store';

@Injectable()
export class BindSteamHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly verifier: SteamAssertionVerifier,
    private readonly states: SteamStateStore,
    private readonly clock: IdentityClock,
  ) {}

  async execute(playerId: string, params: OpenIdParams): Promise<{ steam_id: string }> {
    const now = this.clock.now();
    const claimed = this.verifier.precheck(params, 'bind', now);
    const owner: SteamStateOwner = { purpose: 'bind', playerId };
    const state = await this.states.check(params, owner, now);
    if (await this.players.boundSteamId(playerId)) throw new DomainError('STEAM_ALREADY_BOUND');
    if (await this.players.findBySteamId(claimed.steamId)) throw new DomainError('STEAM_ID_TAKEN');
    const player = await this.players.findById(playerId);
    if (player?.steamUrl && player.steamId !== claimed.steamId) throw new DomainError('STEAM_URL_OF_OTHER_ACCOUNT');
    const steamId = await this.verifier.verify(params, 'bind', now);
    await this.sql.transaction(async (tx) => {
      await this.states.redeem(state, owner, now, tx);
      const outcome = await this.players.bindSteam(playerId, steamId, now, tx);
      if (outcome === 'account_bound') throw new DomainError('STEAM_ALREADY_BOUND');
      if (outcome === 'steam_id_taken') throw new DomainError('STEAM_ID_TAKEN');
      if (outcome === 'trade_url_of_other_account') throw new DomainError('STEAM_URL_OF_OTHER_ACCOUNT');
    });
    return { steam_id: steamId };
  }
}
