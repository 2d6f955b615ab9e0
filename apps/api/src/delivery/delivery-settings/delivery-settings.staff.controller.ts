// /admin/api/delivery-settings: the delivery's settings (one row, id "default"): the price margin of
// marketplace deliveries, a percent with two decimals from 0.00 to 100.00, edited by finance
// (react-admin list, show, edit; support and the auditor read it), each change a staff audit entry
// with the row before and after. Its grants are in the staff matrix (staff/domain/staff-permissions.ts).
import { ApiProperty } from '@nestjs/swagger';
import { DomainError } from '../../platform/errors/domain-error';
import { basisPoints, IsPercent, IsReason, percentOf } from '../../platform/http/staff-fields';
import { AuditedConfigController, type ConfigResource, listByIds } from '../../staff';
import { DeliverySettingsRepository, MAX_PRICE_MARGIN_BP, type DeliverySettings } from './delivery-settings.repository';

export class AdminDeliverySettingsDto {
  @ApiProperty({ example: 'default' }) id!: string;
  @ApiProperty({
    example: '10.00',
    description: 'percent: a marketplace delivery pays at most the item value x (1 + margin)',
  })
  price_margin!: string;
  @ApiProperty() updated_at!: string;
}

export class UpdateDeliverySettingsDto {
  @ApiProperty({ example: '10.00', description: '0.00 to 100.00' })
  @IsPercent('price_margin')
  price_margin!: string;
  @IsReason() reason?: string;
}

const SETTINGS_ID = 'default';

export const DELIVERY_SETTINGS: ConfigResource<
  DeliverySettings,
  AdminDeliverySettingsDto,
  string,
  'id',
  { id: string[] },
  never,
  UpdateDeliverySettingsDto
> = {
  resource: 'delivery-settings',
  dto: AdminDeliverySettingsDto,
  view: (row) => ({ id: SETTINGS_ID, price_margin: percentOf(row.priceMarginBp), updated_at: row.updatedAt }),
  rows: async (context) => [await new DeliverySettingsRepository(context.sql).current()],
  keyOf: (id) => {
    if (id !== SETTINGS_ID) throw new DomainError('NOT_FOUND');
    return id;
  },
  rowKey: () => SETTINGS_ID,
  notFound: 'NOT_FOUND',
  list: listByIds("The delivery's settings: the price margin (one row, id default)", { id: () => SETTINGS_ID }),
  show: { summary: "The delivery's settings" },
  edit: {
    summary: 'Change the price margin of marketplace deliveries',
    description:
      '400 VALIDATION_FAILED (not 0.00 to 100.00). Audited with before and after. A purchase already asked for keeps its ceiling.',
    body: UpdateDeliverySettingsDto,
    run: (_key, body, _current, onChange, context) => {
      const margin = basisPoints(body.price_margin);
      if (margin > MAX_PRICE_MARGIN_BP) {
        throw DomainError.invalidFields([
          {
            field: 'price_margin',
            message: { en: 'price_margin must be from 0.00 to 100.00', zh: '价格浮动上限须在 0.00 到 100.00 之间' },
          },
        ]);
      }
      const settings = new DeliverySettingsRepository(context.sql);
      return context.sql.transaction(async (tx) => {
        const before = await settings.current(tx);
        await settings.save(tx, margin);
        const after = await settings.current(tx);
        await onChange(tx, { before, after });
        return after;
      });
    },
  },
};

export class DeliverySettingsStaffController extends AuditedConfigController(DELIVERY_SETTINGS) {}
