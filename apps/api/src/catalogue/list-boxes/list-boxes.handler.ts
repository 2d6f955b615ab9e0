// The home page's box list: enabled boxes in listing order, named in the request language.
import { Injectable } from '@nestjs/common';
import { formatAmount, type BoxCategory, type BoxSummaryView, type Language } from '@lootledger/contracts';
import { CatalogueRepository } from '../store/catalogue.repository';

@Injectable()
export class ListBoxesHandler {
  constructor(private readonly repository: CatalogueRepository) {}

  async execute(request: {
    page: number;
    perPage: number;
    category?: BoxCategory;
    lang: Language;
  }): Promise<BoxSummaryView[]> {
    const boxes = await this.repository.listEnabledBoxes({
      category: request.category,
      offset: (request.page - 1) * request.perPage,
      limit: request.perPage,
    });
    return boxes.map((box) => ({
      id: box.id,
      name: request.lang === 'zh' ? box.name_zh : box.name_en,
      cover: box.cover,
      price: formatAmount(box.price),
      category: box.category,
    }));
  }
}
