// The signed-in player (GET /api/me, contract section 7).
export interface Inviter {
  name: string;
  invite_code: string;
}

export interface Me {
  id: string;
  name: string;
  avatar: string | null;
  mobile: string | null;
  area_code: string;
  invite_code: string;
  steam_id: string | null;
  steam_url: string | null;
  /** Balance, two decimals. */
  bean: string;
  vip_level: number;
  total_recharge: string;
  is_recharge: 0 | 1;
  inviter: Inviter | null;
  lang: 'zh' | 'en';
}
