import { RedPacketPage, WelfareCentre } from '@/features/welfare/components/welfare-centre';

export function WelfareRoute() {
  return <WelfareCentre />;
}

export function RedRoute() {
  return <RedPacketPage />;
}
