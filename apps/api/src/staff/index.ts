// The staff context's public API: what other contexts may import.
//   A context's staff controller: @UseGuards(StaffAuthGuard) + @Roles(...rolesAllowed('edit', 'boxes'))
//   (guard and decorators: platform/auth), then record the change through StaffAuditLog (in the
//   change's own transaction: auditLog.onChange(...) or auditLog.record(entry, tx)).
//   canAccess(role, {action, resource}) / rolesAllowed(action, resource): the permission matrix.
//   A game's resources: defineStaffResources({ name: { role: actions } }) in its own folder.
export {
  canAccess,
  rolesAllowed,
  permissionsOf,
  PERMISSIONS,
  STAFF_ACTIONS,
  STAFF_RESOURCES,
  STAFF_READ,
  STAFF_ALL,
  defineStaffResources,
  registerStaffResources,
  type StaffResourceGrants,
  type GameStaffResource,
  type StaffAction,
  type StaffResource,
  type StaffPermission,
  type PermissionSet,
} from './domain/staff-permissions';
export { StaffAuditLog, type StaffAuditEntry, type StaffChange, type AuditedShape } from './audit-log/staff-audit-log';
export { StaffSessionService } from './auth/staff-session.service';
export { StaffModule } from './staff.module';
// A context's staff endpoints: StaffController(path) + StaffEndpoint(action, resource, docs); a small
// configuration table's whole CRUD: class X extends AuditedConfigController(spec).
export { StaffController, StaffEndpoint, type StaffEndpointDocs } from './http/staff-endpoint';
export {
  AuditedConfigController,
  listByIds,
  type AuditedChange,
  type ConfigResource,
  type ConfigResourceContext,
} from './http/audited-config.controller';
