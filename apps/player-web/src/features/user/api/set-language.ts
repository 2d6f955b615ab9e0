// POST /api/setLanguage {lang}: stores the player's language (422 LANGUAGE_UNCHANGED = already switched).
import type { Language } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const setLanguage = (lang: Language) =>
  api.post<unknown>('/api/setLanguage', { lang }, { params: { lang }, quiet: ['LANGUAGE_UNCHANGED'] });
