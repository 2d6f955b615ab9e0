// The spec's checkbox flags arrive as true, 1 or "1"/"true"; anything else means "not given".
export function isGiven(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
