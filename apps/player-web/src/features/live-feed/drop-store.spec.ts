import { describe, expect, it } from 'vitest';
import type { DropMessage } from '@lootledger/contracts';
import { addDrop, DROP_FEED_SIZE, withRecent } from './drop-store';

const drop = (openId: string, itemId = 'ak'): DropMessage => ({
  type: 'drop',
  v: 1,
  open_id: openId,
  user: { id: 'u1', name: 'Li', avatar: '' },
  box: { id: 'b', name: 'Box', name_zh: '箱', cover: '' },
  item: { id: itemId, name: itemId, name_zh: itemId, cover: '', lv: 3, bean: '1.00' },
  created_at: '2026-11-23T10:00:00.000Z',
});

describe('the live bar: recent drops at load, then pushes on top', () => {
  it('puts the loaded drops under the pushes already received, each drop once', () => {
    const pushed = addDrop([], drop('o3'));
    const shown = withRecent(pushed, [drop('o3'), drop('o2'), drop('o1', 'm4'), drop('o1')]);
    expect(shown.map((entry) => `${entry.open_id}/${entry.item.id}`)).toEqual(['o3/ak', 'o2/ak', 'o1/m4', 'o1/ak']);
  });

  it('keeps at most 20, newest first, and ignores a push it already shows', () => {
    const recent = Array.from({ length: 25 }, (_, index) => drop(`o${25 - index}`));
    const shown = withRecent([], recent);
    expect(shown).toHaveLength(DROP_FEED_SIZE);
    expect(shown[0].open_id).toBe('o25');
    expect(addDrop(shown, drop('o25'))).toBe(shown);
    const next = addDrop(shown, drop('o26'));
    expect(next.map((entry) => entry.open_id).slice(0, 2)).toEqual(['o26', 'o25']);
    expect(next).toHaveLength(DROP_FEED_SIZE);
  });
});
