// Staff: create or edit a shop item. The stock lives on the item's stream (so purchases check it
// race-free); a new item or a changed stock appends ShopStockSet with the item's row and the audit
// entry in the append's transaction, so a crash can never leave an item on sale without its stock.
// An edit that keeps the stock saves the row and the entry in one plain transaction.
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Inject } from '@nestjs/common';
import type { SqlClient, SqlExecutor } from '@lootledger/event-store';
import type { AuditedChange } from '../../staff';
import { SQL_CLIENT } from '../../platform/database/database.module';
import { DomainError } from '../../platform/errors/domain-error';
import { ShopItemsRepository, type ShopItemRow } from './shop-items.repository';
import { ShopService } from './shop.service';

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
      throw DomainError.invalidFields([
        { field: 'item_id', message: { en: 'no such catalogue item', zh: '饰品不存在' } },
      ]);
    const current = await this.items.byId(row.id);
    // Inside the stock append the stock read model already shows the new stock: the entry's "before"
    // takes the stock read before the append.
    const save = async (tx: SqlExecutor): Promise<ShopItemRow> => {
      const found = await this.items.byId(row.id, tx);
      if (mode === 'create' && found) throw new DomainError('DUPLICATE_ID');
      if (mode === 'update' && !found) throw new DomainError('NOT_FOUND');
      await this.items.upsert(tx, row);
      const before = found && { ...found, stock: current?.stock ?? found.stock };
      const after: ShopItemRow = { ...row, sold: found?.sold ?? 0n };
      await onChange(tx, { before, after });
      return after;
    };
    let saved: ShopItemRow | null = null;
    if (current === null || current.stock !== row.stock) {
      await this.shop.setStock(
        row.id,
        row.stock,
        { actor: { type: 'staff', id: staffId }, at: new Date() },
        { inTransaction: async (tx) => void (saved = await save(tx)) },
      );
    } else {
      saved = await this.sql.transaction(save);
    }
    return (await this.items.byId(row.id)) ?? saved!;
  }
}
