// Who asked for a command and when: it goes to the events' metadata, never into a decision about
// money (time, seeds and prices a decision needs arrive in the command itself).
export interface Actor {
  type: 'player' | 'staff' | 'system';
  id: string;
}

export interface CommandContext {
  actor: Actor;
  /** When the command was issued (the handler's clock, passed in). */
  at: Date;
  correlationId?: string;
  causationId?: string;
}

/** A system step of a process (no person behind it), at the given time. */
export function systemContext(process: string, at: Date, correlationId?: string): CommandContext {
  return { actor: { type: 'system', id: process }, at, correlationId };
}
