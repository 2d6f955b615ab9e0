// GET /admin/api/players/{id}/responsible-gaming: the player's limits, exclusion, reminder and
// activity statement for support, read only. Staff cannot change or shorten any of it: there is
// no staff command (the player alone sets their rules).
import { Get, Param } from '@nestjs/common';
import { StaffController, StaffEndpoint } from '../../staff';
import { exclusionView, limitsView, monthView } from './responsible-gaming.views';
import { ResponsibleGamingService } from '../responsible-gaming.service';
import { StaffResponsibleGamingDto } from './responsible-gaming.staff.dto';

@StaffController('players')
export class ResponsibleGamingStaffController {
  constructor(private readonly service: ResponsibleGamingService) {}

  @Get(':id/responsible-gaming')
  @StaffEndpoint('show', 'players', {
    summary:
      "A player's deposit limits, pending raises, cool-off or self-exclusion, session reminder and 12-month activity statement (read only)",
    type: StaffResponsibleGamingDto,
  })
  async show(@Param('id') id: string): Promise<StaffResponsibleGamingDto> {
    const [limits, exclusion, rules, months] = await Promise.all([
      this.service.limits(id),
      this.service.exclusion(id),
      this.service.rules(id),
      this.service.statement(id, 12),
    ]);
    return {
      limits: limitsView(limits),
      exclusion: exclusionView(exclusion),
      reminder: { every_minutes: rules.reminderMinutes },
      statement: { months: months.map(monthView) },
    };
  }
}
