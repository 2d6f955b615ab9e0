// The catalogue context's public API: what other contexts may import.
//   Open a box:        queryBus.execute(new GetBoxForOpeningQuery(boxId)) -> price, enabled, pool in draw order (cached)
//   Show items:        queryBus.execute(new GetItemsQuery(itemIds))
//   Admin console:     queryBus.execute(new ListBoxesForStaffQuery()), new GetBoxForStaffQuery(boxId),
//                      new ListItemsForStaffQuery(request); commandBus.execute(new SaveItemCommand(item)),
//                      new SaveBoxCommand(box), new SetBoxEnabledCommand(boxId, enabled)
//   RTP of any pool:   boxRtp(pool, price)
export { CatalogueModule } from './catalogue.module';
export {
  GetBoxForOpeningQuery,
  type BoxForOpeningView,
  type BoxPoolEntryView,
} from './get-box-for-opening/get-box-for-opening.query';
export { GetItemsQuery, type CatalogueItemView } from './get-items/get-items.query';
// Contract candidates: items in an enabled box's pool with a value in [min, max].
export { ListItemsInValueRangeQuery } from './list-items-in-value-range/list-items-in-value-range.query';
export { ListEnabledBoxesQuery, type EnabledBoxView } from './list-enabled-boxes/list-enabled-boxes.query';
export { ListBoxesForStaffQuery, type StaffBoxView } from './list-boxes-for-staff/list-boxes-for-staff.query';
export {
  GetBoxForStaffQuery,
  type StaffBoxDetailView,
  type StaffBoxPoolEntryView,
} from './get-box-for-staff/get-box-for-staff.query';
export {
  ListItemsForStaffQuery,
  ITEM_SORT_FIELDS,
  type ItemSortField,
  type ItemListRequest,
  type StaffItemView,
  type StaffItemPage,
} from './list-items-for-staff/list-items-for-staff.query';
export { isCatalogueId, MAX_WEIGHT, MAX_POOL_SIZE } from './domain/catalogue-rules';
export { SaveItemCommand, type SaveItemInput } from './save-item/save-item.command';
export { SaveBoxCommand, type SaveBoxInput } from './save-box/save-box.command';
export { SetBoxEnabledCommand } from './set-box-enabled/set-box-enabled.command';
export { boxRtp, isRtpWithin, priceForRtp, expectedValue, type WeightedValue, type Fraction } from './domain/box-rtp';
export { poolOdds } from './domain/odds';
export { itemCoverPath, boxCoverPath } from './covers/cover-paths';
