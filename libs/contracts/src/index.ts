export * from './money';
export * from './errors';
export * from './envelope';
export * from './signing';
export * from './ledger';
export * from './catalogue';
export * from './realtime';
export * from './responses';
