import { Diagnostics } from '@/features/site/components/diagnostics';

export function CeshiRoute() {
  return <Diagnostics />;
}
