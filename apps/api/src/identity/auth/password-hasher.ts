// Password hashing with argon2id. The default cost is OWASP's argon2id baseline (19 MiB, 2 passes,
// 1 lane); PASSWORD_HASH_MEMORY_KIB / PASSWORD_HASH_TIME_COST may raise it (or lower it for tests).
import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

const DEFAULT_MEMORY_KIB = 19_456;
const DEFAULT_TIME_COST = 2;

function positive(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

@Injectable()
export class PasswordHasher {
  private readonly options: argon2.HashOptions = {
    type: argon2.argon2id,
    memoryCost: positive(process.env.PASSWORD_HASH_MEMORY_KIB, DEFAULT_MEMORY_KIB),
    timeCost: positive(process.env.PASSWORD_HASH_TIME_COST, DEFAULT_TIME_COST),
    parallelism: 1,
  };
  private dummy?: Promise<string>;

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

  /** Spends the same time as a real check, so an unknown mobile cannot be told apart by timing. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('no such account');
    await this.verify(await this.dummy, password);
    return false;
  }
}
