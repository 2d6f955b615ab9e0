// The OpenAPI model of one page of a list (contract's Paged<T>: data, total, per_page, current_page),
// for every paged player call: class BattlePageDto extends PageDto(BattleDto) implements Paged<...> {}.
// The page keeps its own name in the document; its properties are these four, in this order.
import type { Type } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';

export function PageDto<Item>(item: Type<Item>) {
  class Page {
    @ApiProperty({ type: [item] }) data!: Item[];
    @ApiProperty() total!: number;
    @ApiProperty() per_page!: number;
    @ApiProperty() current_page!: number;
  }
  return Page;
}
