// k6's console (the runtime has one; @types/k6 does not declare it).
declare const console: {
  log(...values: unknown[]): void;
  warn(...values: unknown[]): void;
};
