// Shapes of /admin/api/orders: a recharge order as staff see it, and with its stream's events.
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { formatAmount } from '@lootledger/contracts';
import type { StaffOrderDetailView } from '../get-order-for-staff/get-order-for-staff.query';
import type { StaffOrderView } from './list-orders.query';

export class AdminOrderDto {
  @ApiProperty({ description: 'the order id' }) id!: string;
  @ApiProperty() player_id!: string;
  @ApiProperty({ example: 'pkg-100' }) package_id!: string;
  @ApiProperty({ example: '100.00', description: 'coins credited (before any bonus or rebate)' }) bean!: string;
  @ApiProperty({ example: '100.00', description: 'money paid' }) price!: string;
  @ApiProperty({ example: 'alipay' }) pay_way!: string;
  @ApiProperty({ example: 'sandbox' }) gateway!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'expired'] }) status!: string;
  @ApiPropertyOptional({ nullable: true, type: String }) trade_no!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String }) paid_at!: string | null;
  @ApiProperty({ description: 'every step after the payment done (coins, referral)' }) completed!: boolean;
  @ApiPropertyOptional({ nullable: true, type: String }) inviter_id!: string | null;
  @ApiPropertyOptional({ nullable: true, type: String, example: '2.00' }) commission!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty() expires_at!: string;
  @ApiProperty() updated_at!: string;
}

export class AdminOrderEventDto {
  @ApiProperty() version!: number;
  @ApiProperty({ example: 'OrderPaid' }) type!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'amounts in hundredths, as recorded' })
  data!: Record<string, unknown>;
  @ApiProperty() created_at!: string;
}

export class AdminOrderDetailDto extends AdminOrderDto {
  @ApiProperty({ type: [AdminOrderEventDto], description: 'the events of the stream order-{id}, in order' })
  events!: AdminOrderEventDto[];
}

export function toAdminOrderDto(order: StaffOrderView): AdminOrderDto {
  return {
    id: order.orderId,
    player_id: order.playerId,
    package_id: order.packageId,
    bean: formatAmount(order.bean),
    price: formatAmount(order.price),
    pay_way: order.payWay,
    gateway: order.gateway,
    status: order.status,
    trade_no: order.tradeNo,
    paid_at: order.paidAt,
    completed: order.completed,
    inviter_id: order.inviterId,
    commission: order.commission === null ? null : formatAmount(order.commission),
    created_at: order.createdAt,
    expires_at: order.expiresAt,
    updated_at: order.updatedAt,
  };
}

export function toAdminOrderDetailDto(order: StaffOrderDetailView): AdminOrderDetailDto {
  return {
    ...toAdminOrderDto(order),
    events: order.events.map((event) => ({
      version: event.version,
      type: event.type,
      data: event.data,
      created_at: event.createdAt,
    })),
  };
}
