// The arena's calls (contract section 12): battles (list, history, mine, detail), the box list, the
// rankings, and the writes (create, join, leave, call robots, cancel), each answering with the battle.
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  BattleBoxOptionResponse,
  BattleLuckResponse,
  BattleMode,
  BattleRankingResponse,
  BattleResponse,
  Paged,
} from '@lootledger/contracts';
import { ME_QUERY_KEY } from '@/api/get-me';
import { api, currentLanguage } from '@/lib/api-client';

export interface BattleFilters {
  status?: number;
  mode?: BattleMode;
  seats?: number;
}

export type BattleListKind = 'open' | 'history' | 'mine';

const LIST_PATH: Record<BattleListKind, string> = {
  open: '/api/arena/list',
  history: '/api/arena/history',
  mine: '/api/arena/me-history',
};

export const battleKey = (id: string) => ['arena', 'battle', id, currentLanguage()] as const;

export const battleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: battleKey(id),
    queryFn: () => api.get<BattleResponse>('/api/arena/detail', { params: { game_arena_id: id } }),
  });

export function useBattle(id: string) {
  return useQuery(battleQueryOptions(id));
}

export function useBattles(kind: BattleListKind, filters: BattleFilters = {}, page = 1) {
  return useQuery({
    queryKey: ['arena', 'list', kind, filters, page, currentLanguage()],
    queryFn: () =>
      api.get<Paged<BattleResponse>>(LIST_PATH[kind], {
        params: { page, per_page: 24, status: filters.status, mode: filters.mode, seats: filters.seats },
      }),
  });
}

export function useArenaBoxes() {
  return useQuery({
    queryKey: ['arena', 'boxes', currentLanguage()],
    queryFn: () => api.get<BattleBoxOptionResponse[]>('/api/arena/box-list'),
    staleTime: 60_000,
  });
}

export function useRanking(type: 1 | 2) {
  return useQuery({
    queryKey: ['arena', 'ranking', type],
    queryFn: () => api.get<BattleRankingResponse>('/api/arena/ranking', { params: { type } }),
  });
}

export function useLuck() {
  return useQuery({ queryKey: ['arena', 'luck'], queryFn: () => api.get<BattleLuckResponse>('/api/arena/winRanking') });
}

/** Puts a battle a write answered with (in the page's language) into the caches that show it. */
export function rememberBattle(queryClient: QueryClient, battle: BattleResponse): void {
  queryClient.setQueryData(battleKey(battle.id), battle);
  void queryClient.invalidateQueries({ queryKey: ['arena', 'list'] });
}

/**
 * A battle pushed on the arena channel (names in English): taken as it is in English, fetched again
 * in the page's language otherwise; the lists refresh either way.
 */
export function applyPushedBattle(queryClient: QueryClient, battle: BattleResponse): void {
  if (currentLanguage() === 'en') queryClient.setQueryData(battleKey(battle.id), battle);
  else void queryClient.invalidateQueries({ queryKey: battleKey(battle.id) });
  void queryClient.invalidateQueries({ queryKey: ['arena', 'list'] });
}

export interface CreateBattleInput {
  boxes: string[];
  seats: number;
  mode: BattleMode;
  robots: boolean;
}

function useBattleWrite<Input>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.post<BattleResponse>(path, input),
    onSuccess: (battle) => {
      rememberBattle(queryClient, battle);
      void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
    },
  });
}

export const useCreateBattle = () => useBattleWrite<CreateBattleInput>('/api/arena/create');
export const useJoinBattle = () => useBattleWrite<{ id: string; seat?: number }>('/api/arena/join');
export const useLeaveBattle = () => useBattleWrite<{ id: string }>('/api/arena/leave');
export const useCallRobots = () => useBattleWrite<{ id: string }>('/api/arena/robots');
export const useCancelBattle = () => useBattleWrite<{ id: string }>('/api/arena/cancel');
