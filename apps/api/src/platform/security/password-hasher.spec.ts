// The production password costs (test apps lower them, config passwordCost): players get OWASP's
// argon2id baseline unless PASSWORD_HASH_* raise it, staff a fixed higher cost; a hash records its
// own cost, so a password hashed at one cost verifies whatever the process's cost is now.
import { loadConfig } from '../config/app-config';
import { PasswordHasher, playerPasswordCost, STAFF_PASSWORD_COST } from './password-hasher';

describe('password costs', () => {
  it('are argon2id 19 MiB × 2 for players and 64 MiB × 3 for staff in a configured process', () => {
    expect(loadConfig({}).passwordCost).toEqual({
      player: { memoryKib: 19_456, timeCost: 2 },
      staff: { memoryKib: 65_536, timeCost: 3 },
    });
    expect(STAFF_PASSWORD_COST).toEqual({ memoryKib: 65_536, timeCost: 3 });
  });

  it("take the players' cost from PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_TIME_COST, ignoring nonsense", () => {
    expect(playerPasswordCost({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_TIME_COST: '4' })).toEqual({
      memoryKib: 65_536,
      timeCost: 4,
    });
    expect(playerPasswordCost({ PASSWORD_HASH_MEMORY_KIB: '-1', PASSWORD_HASH_TIME_COST: '1.5' })).toEqual({
      memoryKib: 19_456,
      timeCost: 2,
    });
  });

  it('write the cost into the hash; another cost still verifies it', async () => {
    const hash = await new PasswordHasher({ memoryKib: 2048, timeCost: 2 }).hash('s3cret-pass');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=2048,p=1,t=2\$/);
    const other = new PasswordHasher({ memoryKib: 1024, timeCost: 1 });
    expect(await other.verify(hash, 's3cret-pass')).toBe(true);
    expect(await other.verify(hash, 'wrong')).toBe(false);
  });
});
