// GET /api/play_session?since=…: minutes, coins spent, winnings and the net result since a moment.
import type { PlaySessionView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';

export const getPlaySession = (since: string) => api.get<PlaySessionView>('/api/play_session', { params: { since } });
