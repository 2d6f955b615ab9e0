// Test support of delivery, for specs of any context (never imported by production code).
//   startGamesTestApp({ ...reliableSandboxTrades(50, 200) }): trades that settle, quickly.
export { reliableSandboxTrades } from './sandbox-trades';
