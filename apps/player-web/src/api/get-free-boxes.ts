// GET /api/free-boxes: the daily free boxes with the player's unlock state. Shared: the welfare
// centre and the task centre list them (the free-box shelf), each leading to its own page.
import { useQuery } from '@tanstack/react-query';
import type { FreeBoxResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const getFreeBoxes = (): Promise<FreeBoxResponse[]> => api.get<FreeBoxResponse[]>('/api/free-boxes');

export const useFreeBoxes = () =>
  useQuery({ queryKey: ['free-boxes', 'list', currentLanguage()], queryFn: getFreeBoxes });
