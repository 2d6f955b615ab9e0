// The catalogue's tables: items, boxes and the weighted pool of each box. Only the catalogue reads
// them; other contexts ask its queries (GetBoxForOpeningQuery, GetItemsQuery, ...). Amounts are
// integer hundredths; lv and dura are the numbers of Rarity and Wear in libs/contracts.
import type { Migration } from '@lootledger/event-store';

export const CATALOGUE_MIGRATIONS: readonly Migration[] = [
  {
    id: 'catalogue-001-items-boxes',
    sql: `
CREATE TABLE IF NOT EXISTS catalogue_items (
  id text PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  hash_name text NOT NULL,
  weapon text NOT NULL,
  skin text NOT NULL,
  cover text NOT NULL,
  value bigint NOT NULL CHECK (value >= 0),
  lv int NOT NULL,
  dura int NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS catalogue_boxes (
  id text PRIMARY KEY,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  cover text NOT NULL,
  price bigint NOT NULL CHECK (price > 0),
  category text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  sort_order int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS catalogue_boxes_listing ON catalogue_boxes (sort_order, id) WHERE enabled;

CREATE TABLE IF NOT EXISTS catalogue_box_items (
  box_id text NOT NULL REFERENCES catalogue_boxes (id) ON DELETE CASCADE,
  item_id text NOT NULL REFERENCES catalogue_items (id),
  position int NOT NULL,
  weight int NOT NULL CHECK (weight > 0),
  PRIMARY KEY (box_id, item_id)
);
CREATE INDEX IF NOT EXISTS catalogue_box_items_item ON catalogue_box_items (item_id);
`,
  },
];
