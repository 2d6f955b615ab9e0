// The response envelope of every /api call (contract section 2) and paged lists (section 3).
import type { ErrorKey } from './errors';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface ErrorEnvelope extends Envelope<{ errors?: FieldError[] } | null> {
  error: ErrorKey;
}

export interface FieldError {
  field: string;
  message: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
  per_page: number;
  current_page: number;
}

export type Language = 'zh' | 'en';
export const LANGUAGES: readonly Language[] = ['zh', 'en'];
