// The arena channel: joins it (POST /api/arena/join-channel with the websocket's client id, again
// after every reconnect) while an arena page is open, and applies every arena push to the caches.
// Only a signed-in player joins (the call needs a session): an anonymous spectator's 401 would end
// a session it never had and send it home; its battleground polls instead.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { onLiveConnected, startLiveSocket, subscribeLive } from '@/lib/live-socket';
import { applyPushedBattle } from './api/battles';

export function useArenaChannel(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    startLiveSocket();
    const stopConnected = onLiveConnected((clientId) => {
      if (!getToken()) return;
      void api.post('/api/arena/join-channel', { client_id: clientId }, { quiet: true }).catch(() => undefined);
    });
    const stopPushes = subscribeLive((message) => {
      if (message.type.startsWith('arena.') && 'battle' in message) applyPushedBattle(queryClient, message.battle);
    });
    return () => {
      stopConnected();
      stopPushes();
    };
  }, [queryClient]);
}
