// GET /admin/api/boxes: every box with its price, state and return-to-player, for staff who may list
// boxes (react-admin list conventions: the whole list, Content-Range with the total). Editing boxes
// in the console comes with the admin console.
import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { formatAmount } from '@lootledger/contracts';
import { ListBoxesForStaffQuery, type StaffBoxView } from '../../catalogue';
import { setContentRange } from '../../platform/http/admin-list';
import { ApiEnvelope } from '../../platform/openapi/api-envelope.decorator';
import { Roles } from '../auth/roles.decorator';
import { StaffAuthGuard } from '../auth/staff-auth.guard';
import { rolesAllowed } from '../domain/staff-permissions';

class AdminBoxDto {
  @ApiProperty() id!: string;
  @ApiProperty() name_zh!: string;
  @ApiProperty() name_en!: string;
  @ApiProperty() cover!: string;
  @ApiProperty() category!: string;
  @ApiProperty({ example: '10.00' }) price!: string;
  @ApiProperty() enabled!: boolean;
  @ApiProperty() sort_order!: number;
  @ApiProperty() item_count!: number;
  @ApiProperty({ example: '90.12', description: 'return to player: expected item value of one draw / price, percent' })
  rtp!: string;
  @ApiProperty() updated_at!: string;
}

@ApiTags('admin')
@ApiBearerAuth()
@Controller('admin/api/boxes')
@UseGuards(StaffAuthGuard)
@Roles(...rolesAllowed('list', 'boxes'))
export class AdminBoxesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({ summary: 'Every box with its price, state and configured RTP (staff who may list boxes)' })
  @ApiEnvelope(AdminBoxDto, { isArray: true })
  async list(@Res({ passthrough: true }) reply: FastifyReply): Promise<AdminBoxDto[]> {
    const boxes = await this.queryBus.execute<ListBoxesForStaffQuery, StaffBoxView[]>(new ListBoxesForStaffQuery());
    setContentRange(reply, 'boxes', 0, boxes.length, boxes.length);
    return boxes.map((box) => ({
      id: box.id,
      name_zh: box.name_zh,
      name_en: box.name_en,
      cover: box.cover,
      category: box.category,
      price: formatAmount(box.price),
      enabled: box.enabled,
      sort_order: box.sortOrder,
      item_count: box.itemCount,
      rtp: box.rtp,
      updated_at: box.updatedAt,
    }));
  }
}
