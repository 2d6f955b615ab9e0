// POST /api/session_reminder {every_minutes}: 5–240, or null for none.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionReminderView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { REMINDER_QUERY_KEY } from './get-session-reminder';

export const setSessionReminder = (everyMinutes: number | null) =>
  api.post<SessionReminderView>('/api/session_reminder', { every_minutes: everyMinutes }, { successToast: true });

export function useSetSessionReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSessionReminder,
    onSuccess: (reminder) => queryClient.setQueryData(REMINDER_QUERY_KEY, reminder),
  });
}
