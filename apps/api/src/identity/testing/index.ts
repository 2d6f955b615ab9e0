// Test builders of identity, for specs of any context (never imported by production code).
//   const player = await aPlayer(client).register(): a real player registered over HTTP.
export { aPlayer, sandboxSmsCode, randomMobile, type TestPlayer } from './test-player';
//   const steam = await aSteamPlayer(client): a player signed up through the sandbox Steam provider (no mobile).
export { aSteamId, approveAtSandbox, aSteamPlayer, startSteam, steamAssertion } from './test-steam';
