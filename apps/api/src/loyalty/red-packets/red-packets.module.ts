// Red-packet campaigns (loyalty): staff create, list and close them; players claim by id or code;
// a process credits every reserved share. Draws use the games context's one FairnessModule.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FairnessModule } from '../../games';
import { LedgerModule } from '../../ledger';
import { EventSourcingModule } from '../../platform/event-sourcing';
import { WelfareModule } from '../welfare/welfare.module';
import { RedPacketCreditProcess } from './red-packet-credit.process';
import { RedPacketsController } from './red-packets.controller';
import { RED_PACKETS_FEATURE } from './red-packets.feature';
import { RedPacketsService } from './red-packets.service';
import { RedPacketClaimsStaffController, RedPacketsStaffController } from './staff/red-packets.staff.controller';

@Module({
  imports: [
    CqrsModule,
    LedgerModule,
    FairnessModule,
    WelfareModule,
    EventSourcingModule.forFeature(RED_PACKETS_FEATURE),
  ],
  controllers: [RedPacketsController, RedPacketsStaffController, RedPacketClaimsStaffController],
  providers: [RedPacketsService, RedPacketCreditProcess],
  exports: [RedPacketsService],
})
export class RedPacketsModule {}
