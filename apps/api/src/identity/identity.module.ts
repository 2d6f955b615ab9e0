// The identity context: accounts, SMS codes, sessions (tokens), profile, the players' staff pages.
// The SMS gateway itself comes from SmsProviderModule.forRoot(config) (SMS_PROVIDER), the Steam OpenID
// provider from SteamProviderModule.forRoot(config) (STEAM_PROVIDER).
// Global: it provides the PLAYER_SESSIONS port platform/auth's PlayerAuthGuard checks tokens with
// (any context's controller uses the guard without importing identity) and the ledger's PLAYER_DIRECTORY.
import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../platform/database/database.module';
import { RateLimitModule } from '../platform/rate-limit/rate-limit.module';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { PasswordHasher } from '../platform/security/password-hasher';
import { PlayerAccountRepository } from './accounts/player-account.repository';
import { PLAYER_MOBILES, PLAYER_SESSIONS, type PlayerMobiles } from '../platform/auth';
import { Chores } from '../platform/scheduling/chores';
import { SessionService } from './auth/session.service';
import { GetMeController } from './get-me/get-me.controller';
import { GetMeHandler } from './get-me/get-me.handler';
import {
  GetInviteeIdsHandler,
  GetPlayerProfileHandler,
  GetPlayerProfilesHandler,
} from './get-player-profile/get-player-profile.handler';
import { IDENTITY_MIGRATIONS } from './identity.migrations';
import { ListPlayersForStaffHandler } from './list-players-for-staff/list-players-for-staff.handler';
import { LoginController } from './login/login.controller';
import { LoginHandler } from './login/login.handler';
import { LogoutController } from './logout/logout.controller';
import { RefreshTokenController } from './refresh-token/refresh-token.controller';
import { RegisterController } from './register/register.controller';
import { RegisterHandler } from './register/register.handler';
import { ResetPasswordController } from './reset-password/reset-password.controller';
import { ResetPasswordHandler } from './reset-password/reset-password.handler';
import { SendSmsController } from './send-sms/send-sms.controller';
import { SendSmsHandler } from './send-sms/send-sms.handler';
import { SetAvatarController } from './set-avatar/set-avatar.controller';
import { SetAvatarHandler } from './set-avatar/set-avatar.handler';
import { SetInviteCodeController } from './set-invite-code/set-invite-code.controller';
import { SetInviteCodeHandler } from './set-invite-code/set-invite-code.handler';
import { EditPlayerStaffController } from './edit-player-for-staff/edit-player.staff.controller';
import { EditPlayerProfileHandler } from './edit-player-for-staff/edit-player-profile.handler';
import { SetInviterController } from './set-inviter/set-inviter.controller';
import { SetInviterHandler } from './set-inviter/set-inviter.handler';
import { SetLanguageController } from './set-language/set-language.controller';
import { SetLanguageHandler } from './set-language/set-language.handler';
import { SetNameController } from './set-name/set-name.controller';
import { SetSteamUrlController } from './set-steam-url/set-steam-url.controller';
import { SetSteamUrlHandler } from './set-steam-url/set-steam-url.handler';
import { SmsCodeService } from './sms/sms-code.service';
import { BindMobileController } from './bind-mobile/bind-mobile.controller';
import { BindMobileHandler } from './bind-mobile/bind-mobile.handler';
import { BindSteamController } from './bind-steam/bind-steam.controller';
import { BindSteamHandler } from './bind-steam/bind-steam.handler';
import { SteamAssertionVerifier } from './steam-openid/steam-assertion.verifier';
import { SteamStateStore } from './steam-openid/steam-state.store';
import { IdentityClock } from './identity-clock';
import { RegistrationCaps } from './accounts/registration-caps';
import { SteamSignInController } from './steam-sign-in/steam-sign-in.controller';
import { SteamSignInHandler } from './steam-sign-in/steam-sign-in.handler';
import { AvatarFileStore } from './upload-avatar/avatar-file.store';
import { AvatarUploadRepository } from './upload-avatar/avatar-upload.repository';
import { AvatarFileController, UploadAvatarController } from './upload-avatar/upload-avatar.controller';
import { UploadAvatarHandler } from './upload-avatar/upload-avatar.handler';
import { PLAYER_DIRECTORY, type PlayerDirectory } from '../ledger';
import { FreezePlayerStaffController } from './list-players-for-staff/freeze-player.staff.controller';
import { PlayersStaffController } from './list-players-for-staff/players.staff.controller';
import { PlayersStaffReader } from './list-players-for-staff/players.staff.reader';

@Global()
@Module({
  imports: [CqrsModule, RateLimitModule],
  controllers: [
    PlayersStaffController,
    FreezePlayerStaffController,
    EditPlayerStaffController,
    SendSmsController,
    RegisterController,
    LoginController,
    RefreshTokenController,
    LogoutController,
    ResetPasswordController,
    GetMeController,
    SetNameController,
    UploadAvatarController,
    AvatarFileController,
    SetAvatarController,
    SetSteamUrlController,
    SetLanguageController,
    SetInviterController,
    SteamSignInController,
    BindSteamController,
    BindMobileController,
    SetInviteCodeController,
  ],
  providers: [
    { provide: PLAYER_SESSIONS, useExisting: SessionService },
    {
      provide: PLAYER_DIRECTORY,
      inject: [PlayerAccountRepository],
      useFactory: (players: PlayerAccountRepository): PlayerDirectory => ({
        exists: async (playerId) => (await players.findById(playerId)) !== undefined,
      }),
    },
    {
      provide: PLAYER_MOBILES,
      inject: [PlayerAccountRepository],
      useFactory: (players: PlayerAccountRepository): PlayerMobiles => ({
        hasMobile: async (playerId) => Boolean((await players.findById(playerId))?.mobile),
      }),
    },
    PlayersStaffReader,
    PlayerAccountRepository,
    IdentityClock,
    RegistrationCaps,
    SteamAssertionVerifier,
    SteamStateStore,
    SteamSignInHandler,
    BindSteamHandler,
    BindMobileHandler,
    {
      provide: PasswordHasher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new PasswordHasher(config.passwordCost.player),
    },
    SessionService,
    SmsCodeService,
    AvatarFileStore,
    AvatarUploadRepository,
    SendSmsHandler,
    RegisterHandler,
    LoginHandler,
    ResetPasswordHandler,
    GetMeHandler,
    UploadAvatarHandler,
    SetAvatarHandler,
    SetLanguageHandler,
    SetSteamUrlHandler,
    SetInviterHandler,
    SetInviteCodeHandler,
    EditPlayerProfileHandler,
    GetPlayerProfileHandler,
    GetPlayerProfilesHandler,
    GetInviteeIdsHandler,
    ListPlayersForStaffHandler,
  ],
  exports: [SessionService, PLAYER_SESSIONS, PLAYER_DIRECTORY, PLAYER_MOBILES],
})
export class IdentityModule implements OnModuleInit {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    chores: Chores,
  ) {
    chores.every('identity.prune-expired', PRUNE_EVERY_MS, () => pruneExpired(sql));
  }

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, IDENTITY_MIGRATIONS);
  }
}

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/** SMS codes, refresh tokens, OpenID nonces and Steam states a day past their expiry can never be accepted again: drop them. */
export async function pruneExpired(sql: SqlClient, now = new Date()): Promise<void> {
  const before = new Date(now.getTime() - 24 * 3600 * 1000);
  await sql.query(`DELETE FROM identity_sms_codes WHERE expires_at < $1`, [before]);
  await sql.query(`DELETE FROM identity_refresh_tokens WHERE expires_at < $1`, [before]);
  await sql.query(`DELETE FROM identity_openid_nonces WHERE expires_at < $1`, [before]);
  await sql.query(`DELETE FROM identity_steam_states WHERE expires_at < $1`, [before]);
}
