// The contract's picked items (spec section 5): 3 to 9, each once. Adding one already there or a
// tenth is refused with the spec's messages; confirming with fewer than 3 too. Pure.

export const CONTRACT_MIN_ITEMS = 3;
export const CONTRACT_MAX_ITEMS = 9;

export type PickRefusal = 'repeated' | 'tooMany' | 'tooFew';

export type PickResult = { ok: true; picked: readonly string[] } | { ok: false; refusal: PickRefusal };

export function addPick(picked: readonly string[], storageId: string): PickResult {
  if (picked.includes(storageId)) return { ok: false, refusal: 'repeated' };
  if (picked.length >= CONTRACT_MAX_ITEMS) return { ok: false, refusal: 'tooMany' };
  return { ok: true, picked: [...picked, storageId] };
}

export function removePick(picked: readonly string[], storageId: string): readonly string[] {
  return picked.filter((id) => id !== storageId);
}

/** Null when the contract may be signed, else why not. */
export function confirmRefusal(picked: readonly string[]): PickRefusal | null {
  if (picked.length < CONTRACT_MIN_ITEMS) return 'tooFew';
  if (picked.length > CONTRACT_MAX_ITEMS) return 'tooMany';
  return null;
}
