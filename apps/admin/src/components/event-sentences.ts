// How a ledger event reads as one sentence in the console's language ("opened Redline ×5 → 5 items,
// −33.30"): the helpers a resource folder writes its events' sentences with (amounts in integer
// hundredths, item names, percents from basis points), and the reader over every folder's sentences
// (src/resources/index.ts registers them). Pure, so the sentences are unit-tested
// (apps/admin/e2e/ledger-event-sentences.spec.ts). An unknown type, or data not in the shape its type
// promises, reads as the bare type name; the raw JSON is a click away.
import { formatAmount } from '@lootledger/contracts';

export type SentenceLang = 'en' | 'zh';

export interface LedgerEvent {
  type: string;
  data: Record<string, unknown>;
}

export type EventData = Record<string, unknown>;

/** What an item grant or spend names as its `source` ("battle" → "a battle" / "对战"). */
export type SourceNames = Readonly<Record<string, { en: string; zh: string }>>;

/** One event type's sentence; `sources` are every registered folder's source names. */
export type Sentence = (data: EventData, lang: SentenceLang, sources: SourceNames) => string;

/** What a resource folder adds to the ledger's sentences: its event types, its item sources. */
export interface EventSentences {
  events?: Readonly<Record<string, Sentence>>;
  sources?: SourceNames;
}

export const MINUS = '\u2212';

class NotThisShape extends Error {}

export function hundredths(value: unknown): bigint {
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  throw new NotThisShape();
}

/** 3330 → "33.30" (no sign). */
export function money(value: unknown): string {
  const amount = hundredths(value);
  return formatAmount(amount < 0n ? -amount : amount);
}

/** 3330 → "+33.30", -3330 → "−33.30" (a real minus sign). */
export function signed(value: unknown): string {
  const amount = hundredths(value);
  return `${amount < 0n ? MINUS : '+'}${formatAmount(amount < 0n ? -amount : amount)}`;
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new NotThisShape();
}

export function list(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new NotThisShape();
  return value;
}

/** Basis points as a percent: 500 → "5", 1250 → "12.5", 9650 → "96.5". */
export function percent(value: unknown): string {
  const bp = typeof value === 'number' && Number.isInteger(value) ? value : Number.NaN;
  if (Number.isNaN(bp)) throw new NotThisShape();
  return (bp / 100).toFixed(2).replace(/\.?0+$/, '');
}

export function count(lang: SentenceLang, n: number): string {
  return lang === 'zh' ? `${n} 件饰品` : `${n} ${n === 1 ? 'item' : 'items'}`;
}

export function name(lang: SentenceLang, item: unknown): string {
  const record = (item ?? {}) as EventData;
  return text(lang === 'zh' ? (record.name_zh ?? record.name_en) : (record.name_en ?? record.name_zh));
}

/** The first few names, then how many more. */
export function names(lang: SentenceLang, items: unknown[]): string {
  const shown = items.slice(0, 3).map((item) => name(lang, item));
  const more = items.length - shown.length;
  if (lang === 'zh') return shown.join('、') + (more > 0 ? ` 等 ${items.length} 件` : '');
  return shown.join(', ') + (more > 0 ? ` +${more} more` : '');
}

/** A grant's or spend's source by its registered name; an unregistered one as it is stored. */
export function source(lang: SentenceLang, value: unknown, sources: SourceNames): string {
  const key = text(value);
  return sources[key]?.[lang] ?? key;
}

export function sum(values: unknown[]): bigint {
  return values.reduce<bigint>((total, value) => total + hundredths(value), 0n);
}

export const zhOrEn = (lang: SentenceLang, zh: string, en: string) => (lang === 'zh' ? zh : en);

export interface EventSentenceReader {
  /** The event types that read as a sentence (others read as their type name). */
  readonly types: readonly string[];
  /** One sentence for an event in `lang`; the type name when the type is unknown or the data malformed. */
  sentence(event: LedgerEvent, lang: SentenceLang): string;
}

/** Reads events with the sentences of every part given (a type registered twice is a mistake). */
export function eventSentenceReader(parts: readonly EventSentences[]): EventSentenceReader {
  const sentences: Record<string, Sentence> = {};
  const sources: Record<string, { en: string; zh: string }> = {};
  for (const part of parts) {
    for (const [type, sentence] of Object.entries(part.events ?? {})) {
      if (sentences[type]) throw new Error(`Two sentences for the ledger event ${type}`);
      sentences[type] = sentence;
    }
    Object.assign(sources, part.sources);
  }
  return {
    types: Object.keys(sentences),
    sentence(event, lang) {
      const sentence = sentences[event.type];
      if (!sentence) return event.type;
      try {
        return sentence(event.data ?? {}, lang, sources);
      } catch (error) {
        if (error instanceof NotThisShape || error instanceof TypeError) return event.type;
        throw error;
      }
    },
  };
}
