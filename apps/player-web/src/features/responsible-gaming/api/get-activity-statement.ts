// GET /api/activity_statement: deposits, spend and winnings of each of the last 12 months.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityStatementView } from '@lootledger/contracts';
import { api } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export const getActivityStatement = () => api.get<ActivityStatementView>('/api/activity_statement');

export const getActivityStatementQueryOptions = () =>
  queryOptions({ queryKey: ['responsible-gaming', 'statement'], queryFn: getActivityStatement });

export function useActivityStatement() {
  const token = useToken();
  return useQuery({ ...getActivityStatementQueryOptions(), enabled: token !== null });
}
