// The audit's first log check: every stream's versions run 1..n without a gap (the log is read in
// (stream, version) order); it counts the events, streams and player accounts it saw.
import { playerIdOfStream } from '../../ledger';
import { FailureList, type AuditCheckResult } from '../../platform/event-sourcing';

export class StreamVersionsCheck {
  private readonly versions: FailureList;
  events = 0;
  streams = 0;
  private playerStreams = 0;
  private currentStream: string | null = null;
  private expectedVersion = 1;

  constructor(limit: number) {
    this.versions = new FailureList(limit);
  }

  /** Checks an event's version; true when it opens a stream not seen before. */
  event(streamId: string, version: number, where: string): boolean {
    this.events++;
    const entered = streamId !== this.currentStream;
    if (entered) {
      this.currentStream = streamId;
      this.streams++;
      this.expectedVersion = 1;
      if (playerIdOfStream(streamId) !== null) this.playerStreams++;
    }
    if (version !== this.expectedVersion) {
      this.versions.add(`${where}: expected version ${this.expectedVersion}, found ${version} (a gap in the stream)`);
    }
    this.expectedVersion = version + 1;
    return entered;
  }

  result(): AuditCheckResult {
    return {
      name: 'log: stream versions',
      checked: [
        `${this.events} events in ${this.streams} streams (${this.playerStreams} player accounts); versions 1..n without gaps`,
      ],
      failureCount: this.versions.count,
      failures: this.versions.shown,
    };
  }
}
