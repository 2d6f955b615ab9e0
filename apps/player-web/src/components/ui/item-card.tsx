// One item (skin): cover, name, rarity, wear and value, framed in its rarity colour (spec section 3).
// The cover is a picture only: every word on the card is page text in the reader's language.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isRarity, RARITY_GRADES } from '@lootledger/contracts';
import { assetUrl } from '@/lib/asset-url';
import { CoinAmount } from './coin-amount';
import './item-card.css';

export interface ItemCardData {
  name: string;
  cover: string;
  bean: string;
  lv: number;
  dura_alias?: string;
  dura_alias_en?: string;
}

export function rarityColor(lv: number): string {
  return isRarity(lv) ? RARITY_GRADES[lv].color : '#8a93a6';
}

export function rarityName(lv: number, language: string): string {
  if (!isRarity(lv)) return '';
  return language === 'zh' ? RARITY_GRADES[lv].zh : RARITY_GRADES[lv].en;
}

export function wearName(item: { dura_alias?: string; dura_alias_en?: string }, language: string): string {
  return (language === 'zh' ? item.dura_alias : item.dura_alias_en) ?? '';
}

interface ItemCardProps {
  item: ItemCardData;
  /** Extra lines under the value (odds, status, ...). */
  children?: ReactNode;
  className?: string;
  compact?: boolean;
}

export function ItemCard({ item, children, className, compact }: ItemCardProps) {
  const { i18n } = useTranslation();
  const wear = wearName(item, i18n.language);
  const rarity = rarityName(item.lv, i18n.language);
  return (
    <div
      className={`item-card${compact ? ' item-card--compact' : ''}${className ? ` ${className}` : ''}`}
      style={{ ['--rarity' as string]: rarityColor(item.lv) }}
      data-rarity={item.lv}
    >
      <img className="item-card__cover" src={assetUrl(item.cover)} alt="" loading="lazy" draggable={false} />
      <div className="item-card__name" title={item.name}>
        {item.name}
      </div>
      {!compact && (rarity || wear) && (
        <div className="item-card__grade">
          {rarity && <span className="item-card__rarity">{rarity}</span>}
          {wear && <span className="item-card__wear">{wear}</span>}
        </div>
      )}
      <CoinAmount value={item.bean} className="item-card__value" />
      {children}
    </div>
  );
}
