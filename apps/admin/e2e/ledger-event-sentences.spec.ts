// The console's ledger tab reads every event as a sentence: each resource folder registers its events'
// sentences (apps/admin/src/resources/player-events/ledger-sentences.ts for the ledger's own; a game's
// folder, welfare, red packets and loyalty for theirs) and the console reads them all through its
// registry (apps/admin/src/app/console.ts). Unit tests of the sentences in English and Chinese, read
// through that registry, on data shaped as the API stores it (amounts in integer hundredths as
// strings). The browser test of the tab itself is support-console.e2e.spec.ts.
import { createRequire } from 'node:module';
import { ChangeType } from '@lootledger/contracts';
import type { EventSentenceReader, LedgerEvent, SentenceLang } from '../src/components/event-sentences';

// The registry reaches the console's pages (TSX, type-checked by apps/admin/tsconfig.json): it is
// loaded as jest runs it, untyped, so the repository's Node type check does not read the console.
const { REGISTRATIONS } = createRequire(__filename)('../src/app/console') as {
  REGISTRATIONS: { eventSentences: EventSentenceReader };
};

const eventSentence = (event: LedgerEvent, lang: SentenceLang) => REGISTRATIONS.eventSentences.sentence(event, lang);
const EVENT_TYPES_WITH_SENTENCES = REGISTRATIONS.eventSentences.types;

const item = (name_en: string, name_zh: string, value: string) => ({
  storage_id: `s-${name_en}`,
  item_id: `i-${name_en}`,
  name_en,
  name_zh,
  hash_name: name_en,
  cover: '',
  value,
  lv: 1,
  dura: 0,
});

const both = (event: LedgerEvent) => ({ en: eventSentence(event, 'en'), zh: eventSentence(event, 'zh') });

describe('ledger event sentences', () => {
  it('reads coin movements with their change type, the signed amount and the balance after', () => {
    expect(
      both({
        type: 'CoinsCredited',
        data: {
          amount: '10000',
          balance_after: '15888',
          change_type: ChangeType.RECHARGE,
          reference: 'o1',
          counter_account: 'payment_clearing',
        },
      }),
    ).toEqual({ en: 'credited +100.00 (Recharge), balance 158.88', zh: '入账 +100.00（充值），余额 158.88' });
    expect(
      both({
        type: 'CoinsDebited',
        data: {
          amount: '-3330',
          balance_after: '2558',
          change_type: ChangeType.BOX_OPEN,
          reference: 'open-1',
          counter_account: 'house_revenue',
        },
      }),
    ).toEqual({ en: 'debited −33.30 (Box opening), balance 25.58', zh: '扣款 −33.30（开箱），余额 25.58' });
    expect(
      both({
        type: 'CoinsDebited',
        data: {
          amount: '-1000',
          balance_after: '0',
          change_type: ChangeType.BATTLE,
          reference: 'b1',
          counter_account: 'game_escrow',
        },
      }),
    ).toEqual({ en: 'debited −10.00 (Battle), balance 0.00', zh: '扣款 −10.00（对战），余额 0.00' });
    expect(
      eventSentence(
        {
          type: 'CoinsCredited',
          data: {
            amount: '250',
            balance_after: '250',
            change_type: ChangeType.ROLL,
            reference: 'r',
            counter_account: 'game_escrow',
          },
        },
        'zh',
      ),
    ).toBe('入账 +2.50（ROLL房），余额 2.50');
  });

  it('reads a box opening as the box, the count, the items drawn and the price paid', () => {
    const draws = [0, 1, 2, 3, 4].map((nonce) => ({ nonce, cursor: 0, ticket: 1, item_id: 'x', storage_id: 's' }));
    const opened = {
      open_id: 'o',
      box_id: 'b',
      box_name_en: 'Redline',
      box_name_zh: '红线',
      box_cover: '',
      price: '666',
      num: 5,
      pool: [],
      pair_id: 'p',
      server_seed_hash: 'h',
      client_seed: 'c',
      draws,
    };
    expect(both({ type: 'BoxOpened', data: opened })).toEqual({
      en: 'opened Redline ×5 → 5 items, −33.30',
      zh: '开启 红线 ×5 → 5 件饰品，−33.30',
    });
    expect(
      both({ type: 'BoxOpened', data: { ...opened, num: 1, price: '0', free: true, draws: draws.slice(0, 1) } }),
    ).toEqual({ en: 'opened Redline ×1 for free → 1 item', zh: '免费开启 红线 ×1 → 1 件饰品' });
  });

  it('reads items granted, consumed, recycled and extracted', () => {
    expect(
      both({
        type: 'ItemsGranted',
        data: { source: 'battle', source_id: 'b', items: [item('AK-47 | Redline', 'AK-47 | 红线', '1200')] },
      }),
    ).toEqual({
      en: 'received AK-47 | Redline (12.00) from a battle',
      zh: '获得 AK-47 | 红线（12.00），来自对战',
    });
    const five = ['A', 'B', 'C', 'D', 'E'].map((letter) => item(letter, `甲${letter}`, '100'));
    expect(both({ type: 'ItemsGranted', data: { source: 'box_open', source_id: 'o', items: five } })).toEqual({
      en: 'received 5 items (5.00) from a box opening: A, B, C +2 more',
      zh: '获得 5 件饰品（5.00），来自开箱：甲A、甲B、甲C 等 5 件',
    });
    expect(
      both({
        type: 'ItemsConsumed',
        data: { source: 'upgrade', source_id: 'u', storage_ids: ['a', 'b'], value: '4000' },
      }),
    ).toEqual({ en: 'spent 2 items (40.00) on an upgrade', zh: '消耗 2 件饰品（40.00）用于追梦升级' });
    expect(both({ type: 'ItemsRecycled', data: { reference: 'r', storage_ids: ['a'], amount: '1234' } })).toEqual({
      en: 'recycled 1 item for +12.34',
      zh: '回收 1 件饰品，+12.34',
    });
    expect(both({ type: 'ItemsExtractionRequested', data: { items: [{ storage_id: 'a', bill_id: '7' }] } })).toEqual({
      en: 'asked to extract 1 item',
      zh: '申请提取 1 件饰品',
    });
    expect(both({ type: 'ItemExtracted', data: { storage_id: 'a', bill_id: '7' } })).toEqual({
      en: 'delivery 7: item received by the player',
      zh: '提货单 7：饰品已送达',
    });
    expect(both({ type: 'ItemReturned', data: { storage_id: 'a', bill_id: '7', reason: 'declined' } })).toEqual({
      en: 'delivery 7 failed, item back in the backpack: declined',
      zh: '提货单 7 失败，饰品退回背包：declined',
    });
  });

  it('reads upgrades, contracts, welfare and VIP changes', () => {
    const upgrade = {
      upgrade_id: 'u',
      target: item('AWP | Asiimov', 'AWP | 二西莫夫', '50000'),
      rate: 1250,
      rtp: 9500,
      price: '6000',
      coins: '2000',
      staked_storage_ids: ['a'],
      stake_value: '4000',
      success: true,
    };
    expect(both({ type: 'UpgradeAttempted', data: upgrade })).toEqual({
      en: 'upgraded to AWP | Asiimov at 12.5%: won, paid 20.00 coins + 1 item (40.00)',
      zh: '追梦升级成功：AWP | 二西莫夫（12.5%），支付 20.00 金币 + 1 件饰品（40.00）',
    });
    expect(eventSentence({ type: 'UpgradeAttempted', data: { ...upgrade, success: false, coins: '0' } }, 'en')).toBe(
      'upgrade to AWP | Asiimov at 12.5%: lost, paid 1 item (40.00)',
    );
    expect(
      both({
        type: 'ContractSigned',
        data: { contract_id: 'c', inputs: [{}, {}, {}], inputs_total: '3000', rtp_bp: 9000, pool: [], candidates: [] },
      }),
    ).toEqual({
      en: 'signed a contract with 3 items (30.00), RTP 90%',
      zh: '签订汰换合同：投入 3 件饰品（30.00），返还率 90%',
    });
    expect(
      both({ type: 'SignedIn', data: { streak_day: 7, bean: '100', award: '388', month_packet: '0', draws: [] } }),
    ).toEqual({
      en: 'signed in, day 7 of 7: +4.88 (with day-7 award 3.88)',
      zh: '签到第 7 天：+4.88（含第 7 天奖励 3.88）',
    });
    expect(both({ type: 'RegistrationPacketDrawn', data: { amount: '188', draws: [] } })).toEqual({
      en: 'drew the registration packet: +1.88',
      zh: '领取注册红包：+1.88',
    });
    expect(both({ type: 'TaskRewardClaimed', data: { task_id: 't', day: '2025-11-25', reward: '100' } })).toEqual({
      en: 'claimed a daily task reward (2025-11-25): +1.00',
      zh: '领取每日任务奖励（2025-11-25）：+1.00',
    });
    expect(
      both({ type: 'VipLevelChanged', data: { from: 0, to: 2, total_recharge: '50000', reference: 'o' } }),
    ).toEqual({ en: 'VIP level 0 → 2 (total recharge 500.00)', zh: 'VIP 等级 0 → 2（累计充值 500.00）' });
    expect(both({ type: 'AccountFrozen', data: { reason: 'chargeback', by: '1' } })).toEqual({
      en: 'account frozen: chargeback',
      zh: '账户已冻结：chargeback',
    });
    expect(both({ type: 'TopUpRequested', data: { reference: 'R1', bean: '10000', requested_at: 't' } })).toEqual({
      en: 'asked to top up 100.00 (R1)',
      zh: '申请充值 100.00（R1）',
    });
    expect(both({ type: 'RollJoinAsked', data: { room_id: 'r1' } })).toEqual({
      en: 'asked to join ROLL room r1',
      zh: '申请加入 ROLL 房 r1',
    });
    expect(both({ type: 'RedPacketClaimAsked', data: { campaign_id: 'c1' } })).toEqual({
      en: 'asked to claim red packet c1',
      zh: '申请领取红包 c1',
    });
    const until = '2026-12-01T00:00:00.000Z';
    expect(both({ type: 'ExclusionStarted', data: { kind: 'cool_off', started_at: 't', until } })).toEqual({
      en: `cool-off started, until ${until}`,
      zh: `冷静期开始，至 ${until}`,
    });
    expect(both({ type: 'ExclusionStarted', data: { kind: 'self_exclusion', started_at: 't', until: null } })).toEqual({
      en: 'self-exclusion started, permanent',
      zh: '自我排除开始，永久',
    });
    expect(
      both({ type: 'DepositLimitSet', data: { period: 'day', amount: '15000', set_at: 't', effective_at: until } }),
    ).toEqual({ en: `day deposit limit 150.00, from ${until}`, zh: `日充值限额 150.00，${until} 生效` });
    expect(both({ type: 'SessionReminderSet', data: { every_minutes: 30 } })).toEqual({
      en: 'play reminder every 30 minutes',
      zh: '每 30 分钟提醒游戏时长',
    });
  });

  it("reads an unknown type, or data not in its type's shape, as the bare type name", () => {
    expect(both({ type: 'SomethingNew', data: { x: 1 } })).toEqual({ en: 'SomethingNew', zh: 'SomethingNew' });
    expect(both({ type: 'CoinsCredited', data: { amount: 12.5 } })).toEqual({
      en: 'CoinsCredited',
      zh: 'CoinsCredited',
    });
    expect(eventSentence({ type: 'BoxOpened', data: {} }, 'en')).toBe('BoxOpened');
  });

  it('covers every event type of the player stream', () => {
    for (const type of [
      'CoinsCredited',
      'CoinsDebited',
      'ItemsGranted',
      'ItemsRecycled',
      'ItemsConsumed',
      'ItemsExtractionRequested',
      'ItemDeliveryUpdated',
      'ItemExtracted',
      'ItemReturned',
      'SeedPairCommitted',
      'SeedPairRevealed',
      'VipLevelChanged',
      'AccountFrozen',
      'AccountUnfrozen',
      'ItemFrozen',
      'ItemUnfrozen',
      'BoxOpened',
      'UpgradeAttempted',
      'ContractSigned',
      'TaskRewardClaimed',
      'RedPacketDrawn',
      'SignedIn',
      'RegistrationPacketDrawn',
      'TopUpRequested',
      'RollJoinAsked',
      'RedPacketClaimAsked',
      'ExclusionStarted',
      'DepositLimitSet',
      'SessionReminderSet',
    ]) {
      expect(EVENT_TYPES_WITH_SENTENCES).toContain(type);
    }
  });
});
