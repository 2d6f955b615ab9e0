import { VipLevels } from '@/features/loyalty/components/vip-levels';

export function VipRoute() {
  return <VipLevels />;
}
