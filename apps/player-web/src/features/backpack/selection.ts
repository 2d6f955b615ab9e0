// Backpack selection (spec section 4): toggles per item; select-all inverts every item on the page.

export function toggleSelection(selected: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function invertSelection(selected: ReadonlySet<string>, ids: readonly string[]): ReadonlySet<string> {
  const next = new Set<string>();
  for (const id of ids) if (!selected.has(id)) next.add(id);
  return next;
}
