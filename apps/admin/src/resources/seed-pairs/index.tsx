// seed-pairs: read through a player's page (ReferenceManyField with player_id); no menu entry of its own.
export const seedPairs = { name: 'seed-pairs' };
