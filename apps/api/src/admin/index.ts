// The admin context's public API: what other contexts may import.
//   An admin controller: @UseGuards(StaffAuthGuard) + @Roles('admin', 'finance') on the class or a route,
//   then @CurrentStaff() staff: AuthenticatedStaff (staffId, email, role) in the handler.
//   canAccess(role, {action, resource}) / rolesAllowed(action, resource): the permission matrix.
// The guard and decorators come before the modules, as in identity's index (import cycles through
// controllers of other contexts).
export { StaffAuthGuard } from './auth/staff-auth.guard';
export { Roles } from './auth/roles.decorator';
export { CurrentStaff } from './auth/current-staff.decorator';
export type { AuthenticatedStaff } from './auth/authenticated-staff';
export { STAFF_ROLES, isStaffRole, type StaffRole } from './domain/staff-role';
export {
  canAccess,
  rolesAllowed,
  permissionsOf,
  PERMISSIONS,
  STAFF_ACTIONS,
  STAFF_RESOURCES,
  type StaffAction,
  type StaffResource,
  type StaffPermission,
  type PermissionSet,
} from './domain/staff-permissions';
export { StaffSessionService } from './auth/staff-session.service';
export { StaffAuditLog, type StaffAuditEntry } from './audit-log/staff-audit-log';
export { AdminAuthModule } from './admin-auth.module';
export { StaffModule } from './staff/staff.module';
// The console's resources of this part: players (and their ledger), coin adjustments, audit log, staff.
export { AdminPlayersModule } from './players/admin-players.module';
export { CoinAdjustmentsModule } from './adjustments/coin-adjustments.module';
export { AuditLogModule } from './audit-log/audit-log.module';
export { StaffAccountsModule } from './staff-accounts/staff-accounts.module';
// For e2e tests of any context: a staff member (and a staff token) in the running test app.
export { aStaffMember, type TestStaff } from './testing/test-staff';
