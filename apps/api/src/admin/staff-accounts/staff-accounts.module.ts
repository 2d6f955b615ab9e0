// Staff management in the admin console (/admin/api/staff). Sign-in, sessions and the first admin:
// AdminAuthModule and StaffModule.
import { Module } from '@nestjs/common';
import { StaffAccountsController } from './staff-accounts.controller';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { StaffAccountsService } from './staff-accounts.service';

@Module({
  controllers: [StaffAccountsController],
  providers: [StaffAccountsRepository, StaffAccountsService],
})
export class StaffAccountsModule {}
