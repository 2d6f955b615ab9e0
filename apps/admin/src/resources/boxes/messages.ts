import { defineMessages } from '../../i18n/define-messages';

export const boxMessages = defineMessages(
  {
    resources: {
      boxes: {
        name: 'Box |||| Boxes',
        fields: {
          id: 'ID',
          name_zh: 'Name (Chinese)',
          name_en: 'Name (English)',
          cover: 'Cover',
          category: 'Category',
          price: 'Price',
          enabled: 'On sale',
          sort_order: 'Sort order',
          item_count: 'Items',
          rtp: 'RTP %',
          updated_at: 'Updated',
          pool: 'Pool',
          item_id: 'Item',
          weight: 'Weight',
          odds: 'Odds %',
          value: 'Value',
          q: 'Search id or name',
        },
        action: {
          enable: 'Put on sale',
          disable: 'Take off sale',
        },
        message: {
          enable: 'Players see the box and can open it.',
          disable: 'The box is hidden from players and cannot be opened.',
          enabled: 'Box on sale',
          disabled: 'Box off sale',
          rtp: 'Return to player',
          total_weight: 'Total weight %{weight}',
          preview_pending: 'Add items with weights to see the odds and the RTP',
          live_pool: 'This box is on sale: players see a new pool at once, and the change is audited.',
        },
        help: {
          weight: 'A positive whole number; odds = weight / total weight',
          price: 'Price of one opening, two decimals',
        },
      },
    },
  },
  {
    resources: {
      boxes: {
        name: '箱子',
        fields: {
          id: 'ID',
          name_zh: '名称（中文）',
          name_en: '名称（英文）',
          cover: '封面',
          category: '分类',
          price: '价格',
          enabled: '在售',
          sort_order: '排序',
          item_count: '饰品数',
          rtp: '返奖率 %',
          updated_at: '更新时间',
          pool: '奖池',
          item_id: '饰品',
          weight: '权重',
          odds: '概率 %',
          value: '价值',
          q: '搜索 ID 或名称',
        },
        action: {
          enable: '上架',
          disable: '下架',
        },
        message: {
          enable: '玩家将能看到并开启此箱子。',
          disable: '箱子将对玩家隐藏，且无法开启。',
          enabled: '箱子已上架',
          disabled: '箱子已下架',
          rtp: '返奖率',
          total_weight: '总权重 %{weight}',
          preview_pending: '添加饰品和权重后显示概率和返奖率',
          live_pool: '此箱子在售：修改后玩家立即看到新的奖池，修改会记入审计日志。',
        },
        help: {
          weight: '正整数；概率 = 权重 / 总权重',
          price: '单次开箱价格，两位小数',
        },
      },
    },
  },
);
