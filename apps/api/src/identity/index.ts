// The identity context's public API: what other contexts may import.
//   queryBus.execute(new GetPlayerProfileQuery(id)) / new GetPlayerProfilesQuery(ids) for names, avatars, trade URLs.
//   Guarding a player endpoint needs nothing from here: platform/auth's PlayerAuthGuard checks tokens
//   through the PLAYER_SESSIONS port this context provides.
// Token check outside HTTP (the websocket's auth frame): sessions.verifyAccessToken(token) -> {playerId, sessionId} | undefined.
export { SessionService, type VerifiedSession } from './auth/session.service';
export {
  GetPlayerProfileQuery,
  GetPlayerProfilesQuery,
  GetInviteeIdsQuery,
  type PlayerProfileView,
} from './get-player-profile/get-player-profile.query';
// For the admin console: players with their mobile, filtered, sorted and paged.
export {
  ListPlayersForStaffQuery,
  STAFF_PLAYER_SORT_FIELDS,
  type StaffPlayerFilter,
  type StaffPlayerListRequest,
  type StaffPlayerPage,
  type StaffPlayerSortField,
  type StaffPlayerView,
} from './list-players-for-staff/list-players-for-staff.query';
export { PlayerRegistered, InviterBound } from './events/player-registered.event';
export { IdentityModule } from './identity.module';
export { SmsProviderModule } from './sms/sms-provider.module';
export { SteamProviderModule } from './steam-openid/steam-provider.module';
