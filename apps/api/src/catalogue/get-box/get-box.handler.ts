// A box's detail page: price and every item with its odds, in draw order, named in the request
// language. Read through the same cache as box opening, so the odds shown are the odds drawn.
import { Injectable } from '@nestjs/common';
import { WEAR_GRADES, formatAmount, type BoxDetailView, type Language } from '@lootledger/contracts';
import { DomainError } from '../../platform/errors/domain-error';
import { isCatalogueId } from '../domain/catalogue-rules';
import { poolOdds } from '../domain/odds';
import { GetBoxForOpeningHandler } from '../get-box-for-opening/get-box-for-opening.handler';
import { GetBoxForOpeningQuery } from '../get-box-for-opening/get-box-for-opening.query';

@Injectable()
export class GetBoxHandler {
  constructor(private readonly boxes: GetBoxForOpeningHandler) {}

  async execute(boxId: string, lang: Language): Promise<BoxDetailView> {
    const box = isCatalogueId(boxId) ? await this.boxes.execute(new GetBoxForOpeningQuery(boxId)) : null;
    // A disabled box is not for sale: to a player it does not exist.
    if (!box || !box.enabled) throw new DomainError('BOX_NOT_FOUND');
    const odds = poolOdds(box.pool.map((entry) => entry.weight));
    return {
      id: box.id,
      name: lang === 'zh' ? box.name_zh : box.name_en,
      cover: box.cover,
      price: formatAmount(box.price),
      items: box.pool.map(({ item, weight }, index) => ({
        id: item.id,
        name: lang === 'zh' ? item.name_zh : item.name_en,
        hash_name: item.hash_name,
        cover: item.cover,
        bean: formatAmount(item.value),
        lv: item.lv,
        dura_alias: WEAR_GRADES[item.dura].dura_alias,
        dura_alias_en: WEAR_GRADES[item.dura].dura_alias_en,
        odds: odds[index],
        weight,
      })),
    };
  }
}
