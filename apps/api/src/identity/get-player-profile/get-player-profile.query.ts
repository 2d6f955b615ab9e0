// Public queries of identity for other contexts: a player's public profile (name, avatar, trade URL,
// inviter, language) by id. Never the mobile or password.
import { Query } from '@nestjs/cqrs';

export interface PlayerProfileView {
  id: string;
  name: string;
  avatar: string | null;
  inviteCode: string;
  /** The player chose their invite code (POST /api/set_invite_code: once). */
  inviteCodeCustom: boolean;
  inviterId: string | null;
  steamId: string | null;
  steamUrl: string | null;
  lang: 'zh' | 'en';
  /** ISO-8601 UTC. */
  createdAt: string;
}

/** One player's profile, or null when there is no such player. */
export class GetPlayerProfileQuery extends Query<PlayerProfileView | null> {
  constructor(readonly playerId: string) {
    super();
  }
}

/** Several players' profiles (battles, rankings, feeds); unknown ids are left out. */
export class GetPlayerProfilesQuery extends Query<PlayerProfileView[]> {
  constructor(readonly playerIds: readonly string[]) {
    super();
  }
}

/** The ids of the players a player invited (their inviter is this player), oldest first. */
export class GetInviteeIdsQuery extends Query<string[]> {
  constructor(readonly inviterId: string) {
    super();
  }
}
