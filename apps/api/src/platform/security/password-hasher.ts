// Password hashing with argon2id, the one implementation for players and staff. Players get
// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane; PASSWORD_HASH_MEMORY_KIB /
// PASSWORD_HASH_TIME_COST may raise it, or lower it for tests); staff get the library's higher
// default (64 MiB, 3 passes): there are few of them and each one can move money.
import * as argon2 from 'argon2';

export interface PasswordCost {
  memoryKib: number;
  timeCost: number;
}

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

export function playerPasswordCost(env: NodeJS.ProcessEnv = process.env): PasswordCost {
  return {
    memoryKib: positive(env.PASSWORD_HASH_MEMORY_KIB, 19_456),
    timeCost: positive(env.PASSWORD_HASH_TIME_COST, 2),
  };
}

export const STAFF_PASSWORD_COST: PasswordCost = { memoryKib: 65_536, timeCost: 3 };

export class PasswordHasher {
  private readonly options: argon2.HashOptions;
  private dummy?: Promise<string>;

  constructor(cost: PasswordCost) {
    this.options = { type: argon2.argon2id, memoryCost: cost.memoryKib, timeCost: cost.timeCost, parallelism: 1 };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { ...this.options, raw: false });
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so an unknown account cannot be told apart by timing. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('no such account');
    await this.verify(await this.dummy, password);
    return false;
  }
}

/** Injection token of the staff's hasher (players' is the PasswordHasher class itself). */
export const STAFF_PASSWORD_HASHER = Symbol('STAFF_PASSWORD_HASHER');
