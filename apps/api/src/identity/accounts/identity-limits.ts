// Abuse limits of the identity context. Per-number limits are fixed by the contract; per-client-address
// limits may be raised through the environment (load tests drive many players from one address).

function fromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const IDENTITY_LIMITS = {
  /** One code per number per 60 s (contract), at most 10 a day. */
  smsPerNumberPerDay: 10,
  smsPerIpPerHour: fromEnv('SMS_PER_IP_PER_HOUR', 50),
  loginFailureWindowSeconds: 15 * 60,
  loginFailuresPerIp: fromEnv('LOGIN_FAILURES_PER_IP', 30),
  avatarUploadsPerHour: 30,
};
