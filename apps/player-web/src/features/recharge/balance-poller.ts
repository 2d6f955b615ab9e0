// Polls the balance after a payment was started (spec section 4): every 2 s, at most 100 polls,
// for at most 60 s; success when the balance rises above the one before the payment.
import { isAmountGreater } from '@/lib/money';

export interface BalancePollerOptions {
  baseline: string;
  readBalance: () => Promise<string | null>;
  onRise: (balance: string) => void;
  onGiveUp: () => void;
  intervalMs: number;
  maxPolls: number;
  timeoutMs: number;
  now?: () => number;
}

/** Starts polling; returns a function that stops it. */
export function startBalancePoller(options: BalancePollerOptions): () => void {
  const now = options.now ?? Date.now;
  const startedAt = now();
  let polls = 0;
  let stopped = false;
  let inFlight = false;
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  const tick = async () => {
    if (stopped || inFlight) return;
    if (polls >= options.maxPolls || now() - startedAt >= options.timeoutMs) {
      stop();
      options.onGiveUp();
      return;
    }
    polls += 1;
    inFlight = true;
    try {
      const balance = await options.readBalance();
      if (!stopped && balance !== null && isAmountGreater(balance, options.baseline)) {
        stop();
        options.onRise(balance);
      }
    } catch {
      // A failed poll counts; the next one tries again.
    } finally {
      inFlight = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs);
  return stop;
}
