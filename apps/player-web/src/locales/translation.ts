// A namespace's Chinese resources must have exactly the keys of its English ones.
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

export interface Namespace<T> {
  en: T;
  zh: Translation<T>;
}
