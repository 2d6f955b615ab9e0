// Injection tokens of the database module (apart from it, so providers beside it can use them).
export const SQL_CLIENT = Symbol('SQL_CLIENT');
