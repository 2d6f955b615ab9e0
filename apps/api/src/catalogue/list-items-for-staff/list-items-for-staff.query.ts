// Public query of the catalogue for the admin console: a page of items (every field an edit needs),
// filtered and sorted, with the total for react-admin's Content-Range.
import { Query } from '@nestjs/cqrs';
import type { CatalogueItemView } from '../get-items/get-items.query';

export const ITEM_SORT_FIELDS = ['id', 'name_en', 'value', 'lv'] as const;
export type ItemSortField = (typeof ITEM_SORT_FIELDS)[number];

export interface ItemListRequest {
  sort: { field: ItemSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
  filter: {
    /** Part of the id, either name or the hash name (case-insensitive). */
    q?: string;
    lv?: number;
    dura?: number;
    /** Only these ids (react-admin getMany). */
    ids?: readonly string[];
  };
}

export interface StaffItemView extends CatalogueItemView {
  weapon: string;
  skin: string;
  /** How many boxes hold the item in their pool. */
  boxCount: number;
  /** ISO-8601 UTC. */
  createdAt: string;
  updatedAt: string;
}

export interface StaffItemPage {
  items: StaffItemView[];
  /** Items matching the filter, over all pages. */
  total: number;
}

export class ListItemsForStaffQuery extends Query<StaffItemPage> {
  constructor(readonly request: ItemListRequest) {
    super();
  }
}
