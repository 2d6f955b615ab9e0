import { ResponsibleGamingPage } from '@/features/responsible-gaming/components/responsible-gaming-page';

export function ResponsibleGamingRoute() {
  return <ResponsibleGamingPage />;
}
