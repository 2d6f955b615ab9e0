// Loads the demo catalogue at start (SEED_DEMO) when the catalogue is empty. Once only, even when
// several processes start together on one database: the table lock makes the second wait for the
// first to commit, after which it finds the catalogue filled and loads nothing.
import { Inject, Injectable } from '@nestjs/common';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../platform/database/database.module';
import type { BoxInput, ItemInput } from '../domain/catalogue-rules';
import { insertPools, upsertBoxes, upsertItems } from '../store/catalogue-bulk-writes';
import { CatalogueRepository } from '../store/catalogue.repository';
import { DEMO_BOXES, DEMO_ITEMS } from './demo-catalogue';

export interface DemoLoadResult {
  loaded: boolean;
  items: number;
  boxes: number;
}

@Injectable()
export class DemoCatalogueLoader {
  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    private readonly repository: CatalogueRepository,
  ) {}

  async loadIfEmpty(
    catalogue: { items: readonly ItemInput[]; boxes: readonly BoxInput[] } = { items: DEMO_ITEMS, boxes: DEMO_BOXES },
  ): Promise<DemoLoadResult> {
    const result = await this.sql.transaction(async (tx): Promise<DemoLoadResult> => {
      // SHARE ROW EXCLUSIVE conflicts with itself and with writers, not with readers.
      await tx.query('LOCK TABLE catalogue_items, catalogue_boxes IN SHARE ROW EXCLUSIVE MODE');
      if (!(await this.repository.isEmpty(tx))) return { loaded: false, items: 0, boxes: 0 };
      const items = await upsertItems(tx, catalogue.items, 'nothing');
      const boxes = await upsertBoxes(tx, catalogue.boxes, 'nothing');
      await insertPools(tx, catalogue.boxes);
      return { loaded: true, items, boxes };
    });
    if (result.loaded) this.repository.changed();
    return result;
  }
}
