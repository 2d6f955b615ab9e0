// GET /api/session_reminder: minutes of play between reminders (null: off).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionReminderView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const REMINDER_QUERY_KEY = ['responsible-gaming', 'reminder'] as const;

export const getSessionReminder = () => api.get<SessionReminderView>('/api/session_reminder');

export const getSessionReminderQueryOptions = () =>
  queryOptions({ queryKey: REMINDER_QUERY_KEY, queryFn: getSessionReminder, staleTime: 60_000 });

export function useSessionReminder() {
  const token = useToken();
  return useQuery({ ...getSessionReminderQueryOptions(), enabled: token !== null });
}
