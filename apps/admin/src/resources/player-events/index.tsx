// player-events: read through a player's page (ReferenceManyField with player_id); no menu entry of its own.
export const playerEvents = { name: 'player-events' };
