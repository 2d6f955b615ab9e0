// The catalogue context: items, boxes and their weighted pools (configuration edited by staff), the
// player's box list and box page, generated cover images, and the queries other contexts use to
// open boxes and show items. Loads the demo catalogue at start when SEED_DEMO is on.
import { Inject, Logger, Module, type OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { runMigrations, type SqlClient } from '@lootledger/event-store';
import { APP_CONFIG, type AppConfig } from '../platform/config/app-config';
import { SQL_CLIENT } from '../platform/database/database.module';
import { CATALOGUE_MIGRATIONS } from './catalogue.migrations';
import { CoversController } from './covers/covers.controller';
import { DemoCatalogueLoader } from './demo/demo-catalogue.loader';
import { GetBoxController } from './get-box/get-box.controller';
import { GetBoxHandler } from './get-box/get-box.handler';
import { GetBoxForOpeningHandler } from './get-box-for-opening/get-box-for-opening.handler';
import { GetItemsHandler } from './get-items/get-items.handler';
import { ListItemsInValueRangeHandler } from './list-items-in-value-range/list-items-in-value-range.handler';
import { ListEnabledBoxesHandler } from './list-enabled-boxes/list-enabled-boxes.handler';
import { ListBoxesController } from './list-boxes/list-boxes.controller';
import { ListBoxesHandler } from './list-boxes/list-boxes.handler';
import { ListBoxesForStaffHandler } from './list-boxes-for-staff/list-boxes-for-staff.handler';
import { GetBoxForStaffHandler } from './get-box-for-staff/get-box-for-staff.handler';
import { ListItemsForStaffHandler } from './list-items-for-staff/list-items-for-staff.handler';
import { SaveBoxHandler } from './save-box/save-box.handler';
import { SaveItemHandler } from './save-item/save-item.handler';
import { SetBoxEnabledHandler } from './set-box-enabled/set-box-enabled.handler';
import { BoxCache } from './store/box.cache';
import { CatalogueRepository } from './store/catalogue.repository';
import { BoxesStaffController } from './save-box/boxes.staff.controller';
import { ItemsStaffController } from './save-item/items.staff.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ListBoxesController, GetBoxController, CoversController, BoxesStaffController, ItemsStaffController],
  providers: [
    BoxCache,
    CatalogueRepository,
    DemoCatalogueLoader,
    ListBoxesHandler,
    GetBoxHandler,
    GetBoxForOpeningHandler,
    GetItemsHandler,
    ListItemsInValueRangeHandler,
    ListEnabledBoxesHandler,
    ListBoxesForStaffHandler,
    GetBoxForStaffHandler,
    ListItemsForStaffHandler,
    SaveItemHandler,
    SaveBoxHandler,
    SetBoxEnabledHandler,
  ],
})
export class CatalogueModule implements OnModuleInit {
  private readonly logger = new Logger('Catalogue');

  constructor(
    @Inject(SQL_CLIENT) private readonly sql: SqlClient,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly demo: DemoCatalogueLoader,
  ) {}

  async onModuleInit(): Promise<void> {
    await runMigrations(this.sql, CATALOGUE_MIGRATIONS);
    if (!this.config.seedDemo) return;
    const result = await this.demo.loadIfEmpty();
    if (result.loaded) this.logger.log(`demo catalogue loaded: ${result.items} items, ${result.boxes} boxes`);
  }
}
