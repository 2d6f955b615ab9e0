// Whether a player exists, as the ledger needs to know it before a staff member adjusts coins:
// identity knows its players and provides this port (the ledger never imports identity).
export interface PlayerDirectory {
  exists(playerId: string): Promise<boolean>;
}

export const PLAYER_DIRECTORY = Symbol('PLAYER_DIRECTORY');
