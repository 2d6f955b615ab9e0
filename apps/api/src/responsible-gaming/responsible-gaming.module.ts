// Responsible gaming: deposit limits, cool-off and self-exclusion, session reminders and the activity
// statement, as facts on the player stream. Exports the service payments asks before a top-up; its
// interceptor refuses every @RefusedWhileExcluded() call of an excluded player.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { LedgerModule } from '../ledger';
import { EventSourcingModule } from '../platform/event-sourcing';
import { ResponsibleGamingController } from './http/responsible-gaming.controller';
import { ResponsibleGamingStaffController } from './http/responsible-gaming.staff.controller';
import { GetActiveExclusionHandler } from './get-active-exclusion/get-active-exclusion.handler';
import { LedgerActivityReader } from './ledger-activity.reader';
import { ResponsibleGamingClock } from './responsible-gaming-clock';
import { RESPONSIBLE_GAMING_FEATURE } from './responsible-gaming.feature';
import { ResponsibleGamingService } from './responsible-gaming.service';
import { SelfExclusionInterceptor } from './self-exclusion.interceptor';

@Module({
  imports: [CqrsModule, LedgerModule, EventSourcingModule.forFeature(RESPONSIBLE_GAMING_FEATURE)],
  controllers: [ResponsibleGamingController, ResponsibleGamingStaffController],
  providers: [
    ResponsibleGamingClock,
    LedgerActivityReader,
    ResponsibleGamingService,
    GetActiveExclusionHandler,
    { provide: APP_INTERCEPTOR, useClass: SelfExclusionInterceptor },
  ],
  exports: [ResponsibleGamingService, ResponsibleGamingClock],
})
export class ResponsibleGamingModule {}
