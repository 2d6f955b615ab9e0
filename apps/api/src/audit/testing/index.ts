// Test support of the audit, for specs of any context's checks (never imported by production code).
//   const result = await auditResultOf(sql, paidOrdersCheck): that check's result in a fresh audit.
//   expect(await failingAuditChecks(sql)).toEqual([]): the whole audit passes.
export { auditResultOf, failingAuditChecks } from './audit-results';
