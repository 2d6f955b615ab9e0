// Shapes of the recharge calls (contract section 7).
import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Length } from 'class-validator';
import type {
  CreditedLineResponse,
  OrderResponse,
  OrderStatus,
  Paged,
  PaymentLinksResponse,
  PlacedOrderResponse,
  RechargeRecordResponse,
} from '@lootledger/contracts';
import { PAY_WAY_NUMBERS, type PayWay } from '../gateway/payment-gateway.port';
import { PageDto } from '../../platform/openapi/page.dto';

/** The spec's pay_way numbers (newer page): 7 Alipay, 8 WeChat; 9 a card (contract section 10). */
export const PAY_WAYS: Readonly<Record<number, PayWay>> = { 7: 'alipay', 8: 'wechat', 9: 'card' };
export { PAY_WAY_NUMBERS };

export class RechargeDto {
  @ApiProperty({ example: 'pkg-100', description: 'a package id of GET /api/beans' })
  @Type(() => String)
  @IsString()
  @Length(1, 64)
  id!: string;

  @ApiProperty({
    enum: [7, 8, 9],
    description:
      '7 Alipay, 8 WeChat Pay, 9 card; one GET /api/recharge/pay_ways offers (422 PAY_WAY_UNAVAILABLE otherwise)',
  })
  @Type(() => Number)
  @IsInt()
  @IsIn([7, 8, 9], { context: { zh: '请选择支付方式（支付宝、微信或银行卡）' } })
  pay_way!: number;
}

export class PaymentLinksDto implements PaymentLinksResponse {
  @ApiProperty({ description: 'the QR code to scan on desktop, an image data URL' }) qr_url!: string;
  @ApiProperty({ description: 'where a phone pays' }) h5!: string;
}

export class PayWayDto {
  @ApiProperty({ enum: [7, 8, 9], description: '7 Alipay, 8 WeChat Pay, 9 card' }) pay_way!: number;
  @ApiProperty({ enum: ['alipay', 'wechat', 'card'] }) name!: PayWay;
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
  @ApiProperty({ enum: [7, 8, 9], description: '7 Alipay, 8 WeChat Pay, 9 card' }) pay_way!: number;
  @ApiProperty({
    type: PaymentLinksDto,
    nullable: true,
    description: 'while pending: the same QR code and H5 link as when it was placed; null once paid or expired',
  })
  list!: PaymentLinksDto | null;
  @ApiProperty({
    type: () => CreditedLineDto,
    isArray: true,
    nullable: true,
    description:
      "once credited: the change records the player's account recorded for the order (recharge, first-recharge bonus, VIP rebate), in that order; null before",
  })
  credited!: CreditedLineDto[] | null;
}

export class CreditedLineDto implements CreditedLineResponse {
  @ApiProperty({ enum: [1, 2, 3], description: '1 recharge, 2 first-recharge bonus, 3 VIP rebate' })
  change_type!: number;
  @ApiProperty({ example: 'First recharge bonus' }) change_type_alias!: string;
  @ApiProperty({ example: '10.00' }) bean!: string;
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
