// Steam trade-offer URLs: https://steamcommunity.com/tradeoffer/new/?partner=<account id>&token=<8 characters>
// (Steam tokens use [A-Za-z0-9_-], so - and _ are accepted besides letters and digits).
// The 64-bit SteamID is the 32-bit account id ("partner") plus the individual-account base.

const STEAM_ID_BASE = 76561197960265728n;
const ACCOUNT_ID_MAX = 0xffffffffn;
const TRADE_URL = /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})$/;

export interface SteamTradeUrl {
  steamUrl: string;
  steamId: string;
}

export function parseSteamTradeUrl(input: string): SteamTradeUrl | undefined {
  const url = input.trim();
  const match = TRADE_URL.exec(url);
  if (!match) return undefined;
  const partner = BigInt(match[1]);
  if (partner === 0n || partner > ACCOUNT_ID_MAX) return undefined;
  return { steamUrl: url, steamId: String(partner + STEAM_ID_BASE) };
}
