// Staff: create or edit a shop item (its table row with the audit entry in one transaction), then its
// stock on the item's stream when it changed (the stock lives there so purchases check it race-free).
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import type { AuditedChange } from '../../staff';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { ShopItemsRepository, type ShopItemRow } from '../shop/shop-items.repository';
import { ShopService } from '../shop/shop.service';

export class SaveShopItemCommand extends Command<ShopItemRow> {
  constructor(
    readonly row: Omit<ShopItemRow, 'sold'>,
    readonly mode: 'create' | 'update',
    readonly onChange: AuditedChange<ShopItemRow>,
    readonly staffId: string,
  ) {
    super();
  }
}

@CommandHandler(SaveShopItemCommand)
export class SaveShopItemHandler implements ICommandHandler<SaveShopItemCommand, ShopItemRow> {
  constructor(
    private readonly items: ShopItemsRepository,
    private readonly shop: ShopService,
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
  ) {}

  async execute({ row, mode, onChange, staffId }: SaveShopItemCommand): Promise<ShopItemRow> {
    if ((await this.shop.catalogueItems([row.itemId])).size === 0)
      throw DomainError.invalidFields([{ field: 'item_id', message: { en: 'no such catalogue item', zh: '饰品不存在' } }]);
    const saved = await this.sql.transaction(async (tx) => {
      const before = await this.items.byId(row.id, tx);
      if (mode === 'create' && before) throw new DomainError('DUPLICATE_ID');
      if (mode === 'update' && !before) throw new DomainError('NOT_FOUND');
      await this.items.upsert(tx, row);
      const after: ShopItemRow = { ...row, sold: before?.sold ?? 0n };
      await onChange(tx, { before, after });
      return { before, after };
    });
    if (saved.before === null || saved.before.stock !== row.stock) {
      await this.shop.setStock(row.id, row.stock, { actor: { type: 'staff', id: staffId }, at: new Date() });
    }
    return (await this.items.byId(row.id)) ?? saved.after;
  }
}
