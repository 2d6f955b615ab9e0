import { defineMessages } from '../../i18n/define-messages';

export const itemMessages = defineMessages(
  {
    resources: {
      items: {
        name: 'Item |||| Items',
        fields: {
          id: 'ID',
          name_zh: 'Name (Chinese)',
          name_en: 'Name (English)',
          hash_name: 'Market name',
          weapon: 'Weapon',
          skin: 'Skin',
          cover: 'Cover',
          value: 'Value',
          lv: 'Rarity',
          dura: 'Wear',
          box_count: 'In boxes',
          created_at: 'Created',
          updated_at: 'Updated',
          q: 'Search id or name',
        },
        help: {
          id: 'Letters, digits, - and _ (appears in URLs)',
          value: 'What recycling pays, two decimals; it moves the RTP of every box holding the item',
          cover: 'A path (/covers/...) or an https URL; empty: the generated cover',
        },
      },
    },
  },
  {
    resources: {
      items: {
        name: '饰品',
        fields: {
          id: 'ID',
          name_zh: '名称（中文）',
          name_en: '名称（英文）',
          hash_name: '市场名称',
          weapon: '武器',
          skin: '皮肤',
          cover: '封面',
          value: '价值',
          lv: '稀有度',
          dura: '磨损',
          box_count: '所在箱子数',
          created_at: '创建时间',
          updated_at: '更新时间',
          q: '搜索 ID 或名称',
        },
        help: {
          id: '字母、数字、- 和 _（会出现在网址中）',
          value: '回收价格，两位小数；会影响包含此饰品的所有箱子的返奖率',
          cover: '路径（/covers/...）或 https 网址；留空则使用生成的封面',
        },
      },
    },
  },
);
