// POST /api/ocpc/uploadConvertData: the advertising conversion report of a first recharge.
import { api } from '@/lib/api-client';

export interface ConversionType {
  logidUrl: string;
  newType: number;
}

export const uploadConvertData = (conversionTypes: ConversionType[]) =>
  api.post<unknown>('/api/ocpc/uploadConvertData', { conversionTypes }, { quiet: true });
