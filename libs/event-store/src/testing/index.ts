// Test support of the event store for other workspaces' tests (@lootledger/event-store/testing):
// the EventStoreDB test double. Never imported by runtime code (dependency-cruiser refuses it).
export * from './eventstoredb-test-double';
