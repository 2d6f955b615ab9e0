// The audit log resource of the admin console (GET /admin/api/audit-log). The writer, StaffAuditLog,
// lives in AdminAuthModule (global): every admin slice records through it.
import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogReader } from './audit-log.reader';

@Module({
  controllers: [AuditLogController],
  providers: [AuditLogReader],
})
export class AuditLogModule {}
