// Every text of the console exists in English and Chinese: a feature declares its English messages
// and a Chinese translation of the same shape (the type checker refuses a missing or extra key).

export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export interface Messages<T> {
  en: T;
  zh: Translation<T>;
}

export function defineMessages<T extends object>(en: T, zh: Translation<T>): Messages<T> {
  return { en, zh };
}

/** Deep merge of message trees (later trees win on the same leaf). */
export function mergeMessages(...trees: object[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = out[key];
      out[key] =
        value && typeof value === 'object' && existing && typeof existing === 'object'
          ? mergeMessages(existing, value)
          : value && typeof value === 'object'
            ? mergeMessages(value)
            : value;
    }
  }
  return out;
}
