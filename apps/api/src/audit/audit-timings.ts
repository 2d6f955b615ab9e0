// Where an audit's time went: milliseconds added up per phase, in the order the phases first ran.
/** Adds up milliseconds per phase. */
export class Timings {
  private readonly phases = new Map<string, number>();

  async time<T>(phase: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.add(phase, performance.now() - started);
    }
  }

  add(phase: string, ms: number): void {
    this.phases.set(phase, (this.phases.get(phase) ?? 0) + ms);
  }

  list(): [string, number][] {
    return [...this.phases];
  }
}
