// Settings of app-config.ts not covered by a spec of their own feature.
import { loadConfig } from './app-config';

describe('LEDGER_CHECKPOINT_EVERY_EVENTS (a signed checkpoint after that many appended events)', () => {
  it('is a positive integer, 1000 when unset; anything else refuses to start', () => {
    expect(loadConfig({}).ledgerCheckpointEveryEvents).toBe(1000);
    expect(loadConfig({ LEDGER_CHECKPOINT_EVERY_EVENTS: '50' }).ledgerCheckpointEveryEvents).toBe(50);
    for (const value of ['0', '-5', '1.5', 'often']) {
      expect(() => loadConfig({ LEDGER_CHECKPOINT_EVERY_EVENTS: value })).toThrow(
        `LEDGER_CHECKPOINT_EVERY_EVENTS=${value}: must be a positive integer`,
      );
    }
  });
});
