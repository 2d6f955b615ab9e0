// The console's read-only view of a player's responsible-gaming rules.
import { ApiProperty } from '@nestjs/swagger';
import type { StaffResponsibleGamingView } from '@lootledger/contracts';
import {
  ActiveExclusionDto,
  ActivityStatementDto,
  DepositLimitsDto,
  SessionReminderDto,
} from './responsible-gaming.dto';

export class StaffResponsibleGamingDto implements StaffResponsibleGamingView {
  @ApiProperty({ type: DepositLimitsDto }) limits!: DepositLimitsDto;
  @ApiProperty({ type: ActiveExclusionDto, nullable: true }) exclusion!: ActiveExclusionDto | null;
  @ApiProperty({ type: SessionReminderDto }) reminder!: SessionReminderDto;
  @ApiProperty({ type: ActivityStatementDto }) statement!: ActivityStatementDto;
}
