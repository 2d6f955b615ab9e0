import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SqlClient } from '@lootledger/event-store';
import { SQL_CLIENT } from '../../../platform/database/database.module';
import { GetBoxOpenTotalsQuery, type BoxOpenFigures, type BoxOpenTotals } from './get-box-open-totals.query';

interface Row {
  bucket: string;
  box_id: string;
  name_zh: string;
  name_en: string;
  spent: string;
  granted: string;
  boxes: string;
  free_granted: string;
  free_boxes: string;
}

function add(into: BoxOpenFigures, row: Row): void {
  into.spent += BigInt(row.spent);
  into.granted += BigInt(row.granted);
  into.boxes += Number(row.boxes);
  into.freeGranted += BigInt(row.free_granted);
  into.freeBoxes += Number(row.free_boxes);
}

const zero = (): BoxOpenFigures => ({ spent: 0n, granted: 0n, boxes: 0, freeGranted: 0n, freeBoxes: 0 });

@QueryHandler(GetBoxOpenTotalsQuery)
export class GetBoxOpenTotalsHandler implements IQueryHandler<GetBoxOpenTotalsQuery, BoxOpenTotals> {
  constructor(@Inject(SQL_CLIENT) private readonly sql: SqlClient) {}

  async execute({ range }: GetBoxOpenTotalsQuery): Promise<BoxOpenTotals> {
    const { rows } = await this.sql.query<Row>(
      `SELECT to_char(date_trunc($3, o.created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket, o.box_id,
              max(o.box_name_zh) AS name_zh, max(o.box_name_en) AS name_en,
              sum(o.price * o.num)::text AS spent, sum(g.value)::text AS granted, sum(o.num)::text AS boxes,
              coalesce(sum(g.value) FILTER (WHERE o.price = 0), 0)::text AS free_granted,
              coalesce(sum(o.num) FILTER (WHERE o.price = 0), 0)::text AS free_boxes
         FROM games_box_opens o
         CROSS JOIN LATERAL (SELECT coalesce(sum((i ->> 'value')::bigint), 0) AS value
                               FROM jsonb_array_elements(o.items) i) g
        WHERE o.created_at >= $1 AND o.created_at < $2 AND o.box_id IS NOT NULL AND o.items IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2`,
      [range.from.toISOString(), range.to.toISOString(), range.bucket],
    );
    const total = zero();
    const series = new Map<string, BoxOpenFigures & { bucket: string }>();
    const boxes = new Map<string, BoxOpenFigures & { boxId: string; nameZh: string; nameEn: string }>();
    for (const row of rows) {
      add(total, row);
      const point = series.get(row.bucket) ?? { bucket: row.bucket, ...zero() };
      add(point, row);
      series.set(row.bucket, point);
      const box = boxes.get(row.box_id) ?? { boxId: row.box_id, nameZh: row.name_zh, nameEn: row.name_en, ...zero() };
      add(box, row);
      boxes.set(row.box_id, box);
    }
    return {
      ...total,
      series: [...series.values()],
      byBox: [...boxes.values()].sort((a, b) => (a.boxId < b.boxId ? -1 : a.boxId > b.boxId ? 1 : 0)),
    };
  }
}
