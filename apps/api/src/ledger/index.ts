// The ledger's public API: what other contexts may import (queries, commands, event types).
export { GetPlayerBalanceQuery, type PlayerBalanceView } from './get-player-balance/get-player-balance.query';
