// The response shapes of the player API (/api) and the admin API (/admin/api): the API's DTO classes
// implement them, the player web and the console read them. One file per area.
export * from './identity';
export * from './site';
export * from './catalogue';
export * from './games';
export * from './fairness';
export * from './ledger';
export * from './delivery';
export * from './payments';
export * from './loyalty';
export * from './content';
export * from './staff-auth';
export * from './staff-identity';
export * from './staff-catalogue';
export * from './staff-ledger';
export * from './staff-delivery';
export * from './staff-payments';
export * from './staff-content';
export * from './staff-reports';
export * from './staff-economy';
export * from './staff-audit';
export * from './shop';
export * from './welfare';
export * from './responsible-gaming';
