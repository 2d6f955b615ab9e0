// /steam/handle and /steam/bind: where Steam sends the browser back (features/auth does the work).
import { SteamReturn } from '@/features/auth/components/steam-return';

export function SteamHandleRoute() {
  return <SteamReturn purpose="handle" />;
}

export function SteamBindRoute() {
  return <SteamReturn purpose="bind" />;
}
