// Signs in through Steam: the verified Steam id's account, or, the first time, a new account
// without a mobile or password (created like registration: consent and age, a fresh invite code, the
// PlayerRegistered event) bound to that Steam id. need_mobile while the account has no mobile: it
// must bind one (POST /api/bind_mobile) before topping up or extracting. Only the browser that started
// the round trip signs in: it holds the secret of the state in return_to, which is used up with it.
import { Inject, Injectable } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { randomBytes, randomUUID } from 'node:crypto';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { PlayerAccountRepository } from '../accounts/player-account.repository';
import { SessionService, type TokenPair } from '../auth/session.service';
import { defaultPlayerName, inviteCodeFromRandom, type PlayerLanguage } from '../domain/player-profile-rules';
import type { OpenIdParams } from '../domain/openid-assertion';
import { PlayerRegistered } from '../events/player-registered.event';
import type { SteamStateOwner } from '../domain/steam-state';
import { IdentityClock } from '../identity-clock';
import { RegistrationCaps, type RegistrationSource } from '../accounts/registration-caps';
import { SteamAssertionVerifier } from '../steam-openid/steam-assertion.verifier';
import { SteamStateStore } from '../steam-openid/steam-state.store';

export interface SteamSignInCommand {
  params: OpenIdParams;
  /** The secret GET /api/steam/login gave the browser that started this round trip ('' when none was sent). */
  stateSecret: string;
  /** Needed only when the Steam id has no account yet (it is a registration). */
  agree: boolean;
  adult: boolean;
  lang: PlayerLanguage;
  /** A first sign-in creates an account: the per-address (and per-device, when sent) caps count it. */
  source: RegistrationSource;
}

export interface SteamSignIn extends TokenPair {
  need_mobile: boolean;
}

@Injectable()
export class SteamSignInHandler {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly players: PlayerAccountRepository,
    private readonly verifier: SteamAssertionVerifier,
    private readonly sessions: SessionService,
    private readonly events: EventBus,
    private readonly states: SteamStateStore,
    private readonly clock: IdentityClock,
    private readonly caps: RegistrationCaps,
  ) {}

  async execute(command: SteamSignInCommand): Promise<SteamSignIn> {
    const now = this.clock.now();
    // Consent is asked before the assertion and its state are used up, so the player can agree and send it again.
    const claimed = this.verifier.precheck(command.params, 'handle', now);
    const owner: SteamStateOwner = { purpose: 'handle', secret: command.stateSecret };
    const state = await this.states.check(command.params, owner, now);
    if (!(await this.players.findBySteamId(claimed.steamId))) {
      if (!command.agree) throw new DomainError('AGREEMENT_REQUIRED');
      if (!command.adult) throw new DomainError('AGE_REQUIRED');
    }
    const steamId = await this.verifier.verify(command.params, 'handle', now);
    const playerId = randomUUID();
    const outcome = await this.sql.transaction(async (tx) => {
      await this.states.redeem(state, owner, now, tx);
      const existing = await this.players.findBySteamId(steamId, tx);
      if (existing) {
        return {
          tokens: await this.sessions.issue(existing.id, tx, now),
          needMobile: existing.mobile === null,
          created: false,
        };
      }
      // A refusal throws: the state is not redeemed, the assertion can be sent again another day.
      await this.caps.count(tx, command.source, now);
      const inviteCode = await this.freshInviteCode(tx);
      await this.players.insert(
        {
          id: playerId,
          areaCode: null,
          mobile: null,
          passwordHash: null,
          name: defaultPlayerName(inviteCode),
          avatar: null,
          inviteCode,
          inviterId: null,
          steamUrl: null,
          steamId: null,
          lang: command.lang,
        },
        now,
        tx,
      );
      // A simultaneous first sign-in of the same Steam id loses here and rolls back (retried below).
      if ((await this.players.bindSteam(playerId, steamId, now, tx)) !== 'bound') {
        throw new DomainError('CONCURRENT_CHANGE');
      }
      return { tokens: await this.sessions.issue(playerId, tx, now), needMobile: true, created: true };
    });
    if (outcome.created) this.events.publish(new PlayerRegistered(playerId, null, now.toISOString()));
    return { ...outcome.tokens, need_mobile: outcome.needMobile };
  }

  private async freshInviteCode(tx: SqlExecutor): Promise<string> {
    for (;;) {
      const code = inviteCodeFromRandom(randomBytes(32));
      if (!(await this.players.inviteCodeExists(code, tx))) return code;
    }
  }
}
