import { HelpCentre } from '@/features/help/components/help-centre';

export function HelpsRoute() {
  return <HelpCentre />;
}
