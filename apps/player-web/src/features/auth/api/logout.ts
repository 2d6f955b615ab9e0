import { api } from '@/lib/api-client';

/** Revokes a session's tokens. The caller clears the local session first, so no other call races
 * the revocation with the old token (which would read as an expired session). */
export const logout = (token: string) =>
  api.post<unknown>('/api/logout', {}, { quiet: true, anonymous: true, bearer: token });
