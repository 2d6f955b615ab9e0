// Shapes of the recharge calls (contract section 7).
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Length } from 'class-validator';
import type {
  OrderResponse,
  OrderStatus,
  Paged,
  PaymentLinksResponse,
  PlacedOrderResponse,
  RechargeRecordResponse,
} from '@lootledger/contracts';
import type { PayWay } from '../gateway/payment-gateway.port';
import { PageDto } from '../../platform/openapi/page.dto';

/** The spec's pay_way numbers (newer page): 7 Alipay, 8 WeChat. */
export const PAY_WAYS: Readonly<Record<number, PayWay>> = { 7: 'alipay', 8: 'wechat' };
export const PAY_WAY_NUMBERS: Readonly<Record<PayWay, 7 | 8>> = { alipay: 7, wechat: 8 };

export class RechargeDto {
  @ApiProperty({ example: 'pkg-100', description: 'a package id of GET /api/beans' })
  @Type(() => String)
  @IsString()
  @Length(1, 64)
  id!: string;

  @ApiProperty({ enum: [7, 8], description: '7 Alipay, 8 WeChat' })
  @Type(() => Number)
  @IsInt()
  @IsIn([7, 8], { context: { zh: '请选择支付方式（支付宝或微信）' } })
  pay_way!: number;
}

export class PaymentLinksDto implements PaymentLinksResponse {
  @ApiProperty({ description: 'the QR code to scan on desktop, an image data URL' }) qr_url!: string;
  @ApiProperty({ description: 'where a phone pays' }) h5!: string;
}

export class PlacedOrderDto implements PlacedOrderResponse {
  @ApiProperty() order_id!: string;
  @ApiProperty({ type: PaymentLinksDto }) list!: PaymentLinksDto;
}

export class OrderDto implements OrderResponse {
  @ApiProperty() order_id!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'expired'] }) status!: OrderStatus;
  @ApiProperty({ example: '100.00', description: 'coins' }) bean!: string;
  @ApiProperty({ example: '100.00', description: 'yuan' }) price!: string;
  @ApiProperty({ enum: [7, 8], description: '7 Alipay, 8 WeChat' }) pay_way!: 7 | 8;
  @ApiProperty({
    type: PaymentLinksDto,
    nullable: true,
    description: 'while pending: the same QR code and H5 link as when it was placed; null once paid or expired',
  })
  list!: PaymentLinksDto | null;
}

export class RechargeRecordDto implements RechargeRecordResponse {
  @ApiProperty({ description: 'the order number' }) code!: string;
  @ApiProperty({ example: '100.00' }) bean!: string;
  @ApiProperty({ example: '100.00' }) price!: string;
  @ApiProperty({ enum: ['pending', 'paid', 'expired'] }) status!: OrderStatus;
  @ApiProperty({ example: 'Paid' }) status_alias!: string;
  @ApiProperty() created_at!: string;
}

export class RechargeRecordsPageDto extends PageDto(RechargeRecordDto) implements Paged<RechargeRecordResponse> {}
