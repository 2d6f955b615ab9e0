// Injection tokens of the database module (apart from it, so providers beside it can use them).
export const SQL_CLIENT = Symbol('SQL_CLIENT');
/**
 * The log as its followers in this process see it (the log tail's pushes): the event store itself,
 * or on EventStoreDB only as far as every read model has applied it (EventSourcingModule provides it).
 */
export const LOG_FEED = Symbol('LOG_FEED');
