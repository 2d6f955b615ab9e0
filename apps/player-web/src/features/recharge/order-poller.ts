// Watches a placed order until the gateway's payment reached it (spec section 4, by the order rather
// than the balance): reads GET /api/recharge/{order_id} every 2 s, at most 100 times, for at most
// 60 s, and at once whenever `poke` is called (a websocket balance push). Ends on paid or expired.
import type { OrderStatus } from '@lootledger/contracts';

export interface OrderPollerOptions {
  readStatus: () => Promise<OrderStatus>;
  onSettled: (status: Exclude<OrderStatus, 'pending'>) => void;
  onGiveUp: () => void;
  intervalMs: number;
  maxPolls: number;
  timeoutMs: number;
  now?: () => number;
}

export interface OrderPoller {
  /** Reads the order now (between the timer's reads), e.g. when a balance push arrived. */
  poke(): void;
  stop(): void;
}

export function startOrderPoller(options: OrderPollerOptions): OrderPoller {
  const now = options.now ?? Date.now;
  const startedAt = now();
  let polls = 0;
  let stopped = false;
  let inFlight = false;
  let again = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const read = async () => {
    if (stopped) return;
    if (inFlight) {
      // A poke during a read: read once more when it ends (the read may have started before the push).
      again = true;
      return;
    }
    if (polls >= options.maxPolls || now() - startedAt >= options.timeoutMs) {
      stop();
      options.onGiveUp();
      return;
    }
    polls += 1;
    inFlight = true;
    try {
      const status = await options.readStatus();
      if (!stopped && status !== 'pending') {
        stop();
        options.onSettled(status);
      }
    } catch {
      // A failed read counts; the next one tries again.
    } finally {
      inFlight = false;
    }
    if (again && !stopped) {
      again = false;
      await read();
    }
  };
  const timer = setInterval(() => void read(), options.intervalMs);
  return { poke: () => void read(), stop };
}
