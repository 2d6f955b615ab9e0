// Who a request is authenticated as: what PlayerAuthGuard puts on the request for controllers.
export interface AuthenticatedPlayer {
  playerId: string;
}

/** The request as the guard leaves it (Fastify request plus the authenticated player). */
export interface PlayerRequest {
  headers: Record<string, string | string[] | undefined>;
  player?: AuthenticatedPlayer & { sessionId: string };
}
