// The ROLL calls (contract section 12): rooms (list by status, detail), create and join (each
// answering with the room), and the backpack items a creator may give as prizes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paged, RollRoomResponse, RollStatus, StorageItemResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';

export const roomKey = (id: string) => ['roll', 'room', id, currentLanguage()] as const;

export const roomQueryOptions = (id: string) =>
  queryOptions({
    queryKey: roomKey(id),
    queryFn: () => api.get<RollRoomResponse>('/api/roll/detail', { params: { id } }),
  });

export function useRooms(status: RollStatus, page = 1) {
  return useQuery({
    queryKey: ['roll', 'list', status, page, currentLanguage()],
    queryFn: () => api.get<Paged<RollRoomResponse>>('/api/roll/list', { params: { status, page, per_page: 24 } }),
  });
}

/** The backpack (status 0), first 100 items: the prizes a creator may pick. */
export function useBackpackItems() {
  return useQuery({
    queryKey: ['storage', 'roll-prizes', currentLanguage()],
    queryFn: () =>
      api.get<Paged<StorageItemResponse>>('/api/storage', { params: { status: 0, per_page: 100, page: 1 } }),
  });
}

export interface CreateRoomInput {
  name: string;
  description?: string;
  password?: string;
  min_recharge: string;
  recharge_days: number;
  max_participants?: number;
  end_time: string;
  subordinates_only: boolean;
  storage_ids: string[];
}

/** quietWhen: the calls whose refusal the caller shows itself (in its form): no toast as well. */
function useRoomWrite<Input>(path: string, quietWhen: (input: Input) => boolean = () => false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => api.post<RollRoomResponse>(path, input, { quiet: quietWhen(input) }),
    onSuccess: (room) => {
      queryClient.setQueryData(roomKey(room.id), room);
      void queryClient.invalidateQueries({ queryKey: ['roll', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['storage'] });
    },
  });
}

export const useCreateRoom = () => useRoomWrite<CreateRoomInput>('/api/roll/create');
/** With a password, the join comes from the password dialog, which says the refusal itself. */
export const useJoinRoom = () =>
  useRoomWrite<{ id: string; password?: string }>('/api/roll/join', (input) => input.password !== undefined);
