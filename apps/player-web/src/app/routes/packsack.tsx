import { Packsack } from '@/features/backpack/components/packsack';

export function PacksackRoute() {
  return <Packsack />;
}
