// The task centre, player calls: GET /api/tasks (today's tasks with progress), POST /api/tasks/claim {id}.
import { Body, Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import {
  formatAmount,
  type Language,
  type TaskClaimResponse,
  type TaskResponse,
  type TasksResponse,
} from '@lootledger/contracts';
import { CurrentPlayer, PlayerAuthGuard, type AuthenticatedPlayer, PlayerCommand } from '../../platform/auth';
import { RequestLanguage } from '../../platform/i18n/request-language.decorator';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { LOYALTY_CLOCK, type LoyaltyClock } from './loyalty-day';
import { TasksService } from './tasks.service';

export class ClaimTaskDto {
  @ApiProperty() @IsString() @Length(1, 64) id!: string;
}

class TaskDto implements TaskResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ example: 'open_boxes' }) type!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ example: '5', description: 'boxes or battles, or an amount for recharge' }) target!: string;
  @ApiProperty({ example: '2' }) progress!: string;
  @ApiProperty({ example: '1.00' }) reward!: string;
  @ApiProperty() completed!: boolean;
  @ApiProperty() claimed!: boolean;
}

class TasksDto implements TasksResponse {
  @ApiProperty({ example: '2026-11-25' }) day!: string;
  @ApiProperty({ type: [TaskDto] }) tasks!: TaskDto[];
}

class TaskClaimDto implements TaskClaimResponse {
  @ApiProperty({ example: '1.00' }) reward!: string;
  @ApiProperty({ example: '101.00' }) bean!: string;
}

@ApiTags('tasks')
@Controller('api/tasks')
export class TasksController {
  constructor(
    private readonly tasks: TasksService,
    @Inject(LOYALTY_CLOCK) private readonly clock: LoyaltyClock,
  ) {}

  @Get()
  @UseGuards(PlayerAuthGuard)
  @ApiBearerAuth()
  @ApiOperation({
    summary: "Today's tasks (loyalty day, LOYALTY_TIME_ZONE) with the player's progress and claim state",
  })
  @ApiEnvelope(TasksDto)
  async list(@CurrentPlayer() player: AuthenticatedPlayer, @RequestLanguage() lang: Language): Promise<TasksDto> {
    const { day, tasks } = await this.tasks.standings(player.playerId, this.clock.now());
    return {
      day,
      tasks: tasks.map(({ task, progress, completed, claimed }) => {
        const amount = task.type === 'recharge';
        return {
          id: task.id,
          type: task.type,
          title: lang === 'zh' ? task.titleZh : task.titleEn,
          target: amount ? formatAmount(task.target) : task.target.toString(),
          progress: amount ? formatAmount(progress) : progress.toString(),
          reward: formatAmount(task.reward),
          completed,
          claimed,
        };
      }),
    };
  }

  @PlayerCommand('claim')
  @ApiOperation({
    summary: "Claim a completed task's reward (coins, TASK_REWARD), once per task and day",
    description: '404 TASK_NOT_FOUND, 422 TASK_NOT_COMPLETED, 409 TASK_ALREADY_CLAIMED. A refusal changes nothing.',
  })
  @ApiEnvelope(TaskClaimDto)
  async claim(@CurrentPlayer() player: AuthenticatedPlayer, @Body() body: ClaimTaskDto): Promise<TaskClaimDto> {
    const claimed = await this.tasks.claim(player.playerId, body.id, this.clock.now());
    return { reward: formatAmount(claimed.reward), bean: formatAmount(claimed.balance) };
  }
}
