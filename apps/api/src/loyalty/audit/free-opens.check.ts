// Free box opens: each free BoxOpened (a daily free box) paid nothing, names its free box and day,
// and is the only free open of that box and day for its player.
import { defineAuditCheck, scanEvents } from '../../platform/event-sourcing';

const REFERENCE = /^free-box-(.+)-(\d{4}-\d{2}-\d{2})$/;

export const freeOpensCheck = defineAuditCheck(
  'daily free box opens: price 0, once per box and day',
  async (tx, failures) => {
    const seen = new Set<string>();
    let count = 0;
    await scanEvents(
      tx,
      ['BoxOpened'],
      (event) => {
        const data = event.data as { free?: boolean; free_reference?: string; price: string };
        if (data.free !== true) return;
        count++;
        const where = `${event.streamId} v${event.streamVersion}`;
        if (data.price !== '0') failures.add(`${where}: free open priced ${data.price}`);
        if (!data.free_reference || !REFERENCE.test(data.free_reference)) {
          failures.add(`${where}: free open without a daily free box reference`);
          return;
        }
        const key = `${event.streamId}|${data.free_reference}`;
        if (seen.has(key)) failures.add(`${where}: ${data.free_reference} opened twice`);
        seen.add(key);
      },
      `e.data->>'free' = 'true'`,
    );
    return [`${count} free opens`];
  },
);
