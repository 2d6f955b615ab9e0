// Test builders of identity, for specs of any context (never imported by production code).
//   const player = await aPlayer(client).register(): a real player registered over HTTP.
export { aPlayer, sandboxSmsCode, randomMobile, type TestPlayer } from './test-player';
