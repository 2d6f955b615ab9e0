// GET /api/upgrade/history (the player's own) and GET /api/upgrade/recent (everyone's): attempts,
// newest first.
import { useQuery } from '@tanstack/react-query';
import type { Paged, UpgradeRecordResponse } from '@lootledger/contracts';
import { api, currentLanguage } from '@/lib/api-client';
import { useToken } from '@/lib/session';

export type UpgradeRecordsKind = 'mine' | 'recent';

const PATH: Record<UpgradeRecordsKind, string> = { mine: '/api/upgrade/history', recent: '/api/upgrade/recent' };

export const getUpgradeRecords = (kind: UpgradeRecordsKind, page: number) =>
  api.get<Paged<UpgradeRecordResponse>>(PATH[kind], { params: { page, per_page: 10 } });

export function useUpgradeRecords(kind: UpgradeRecordsKind, page = 1) {
  const token = useToken();
  return useQuery({
    queryKey: ['upgrade', 'records', kind, page, currentLanguage()],
    queryFn: () => getUpgradeRecords(kind, page),
    enabled: kind === 'recent' || token !== null,
  });
}
