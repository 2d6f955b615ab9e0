// Alipay's times: "yyyy-MM-dd HH:mm:ss" in Beijing time (UTC+8, no daylight saving), whatever the
// server's own time zone: the request timestamp, time_expire, gmt_payment and send_pay_date.

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const ALIPAY_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** 2030-01-01T04:00:00Z -> "2030-01-01 12:00:00". */
export function formatAlipayTime(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** "2030-01-01 12:00:00" (Beijing) -> 2030-01-01T04:00:00Z; null when it is not such a time. */
export function parseAlipayTime(text: string): Date | null {
  const match = ALIPAY_TIME.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number);
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // Date.UTC rolls 2030-02-30 over into March: refuse what is not a real date and time.
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return new Date(utc - BEIJING_OFFSET_MS);
}
