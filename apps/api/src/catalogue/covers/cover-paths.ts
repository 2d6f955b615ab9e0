// Where the generated covers are served (covers.controller.ts); the `cover` of an item or box
// without an image of its own.
export const ITEM_COVERS_ROUTE = 'covers/items';
export const BOX_COVERS_ROUTE = 'covers/boxes';

export function itemCoverPath(itemId: string): string {
  return `/${ITEM_COVERS_ROUTE}/${encodeURIComponent(itemId)}.svg`;
}

export function boxCoverPath(boxId: string): string {
  return `/${BOX_COVERS_ROUTE}/${encodeURIComponent(boxId)}.svg`;
}
