// Running a stream (architecture.md): the stream runner, the process manager and the read-model
// registry every stream kind uses; typed events with upcasting; the Nest wiring.
export * from './audit-check';
export * from './command-context';
export * from './event-definition';
export * from './stream-kind';
export * from './stream-runner';
export * from './read-model';
export * from './event-sourced-feature';
export * from './event-reactor';
export * from './process-manager';
export * from './event-sourcing';
export * from './event-sourcing.module';
export * from './log-reader';
export * from './rebuild-read-models';
export * from './advance-row';
