// An invite code from a referral link (?invite_code= or ?code=), kept for the register form.
import { readLocal, writeLocal } from '@/lib/local-store';

const KEY = 'invite_code';

export function captureInviteCode(search: string): void {
  const params = new URLSearchParams(search);
  const code = params.get('invite_code') ?? params.get('code');
  if (code && /^[A-Za-z0-9]{4,32}$/.test(code)) writeLocal(KEY, code);
}

export function readInviteCode(): string | null {
  return readLocal(KEY);
}
