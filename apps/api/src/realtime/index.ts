// The realtime context's public API: what other contexts may import.
//   imports: [RealtimeModule], then inject RealtimeHub and push the versioned messages of
//   libs/contracts/src/realtime.ts:
//     hub.broadcast(dropMessage)              every connection (the live drop feed)
//     hub.publish('arena', arenaMessage)      connections that joined the arena channel
//     hub.sendToPlayer(playerId, balance)     that player's authenticated connections
//     await hub.connectionCount()            open connections (the home page's online figure)
//   Best effort, at most once, never throws and never waits for a socket.
export { RealtimeHub } from './hub/realtime-hub';
export { RealtimeModule } from './realtime.module';
