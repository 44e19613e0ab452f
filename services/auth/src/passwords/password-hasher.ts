import { Injectable } from '@nestjs/common';
import { argon2id, hash, needsRehash, verify } from 'argon2';
import { randomBytes } from 'node:crypto';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): about 20 ms per check here. */
const PARAMS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  private decoy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, { ...PARAMS, type: argon2id });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Hashes made with older parameters are upgraded at the next successful login. */
  needsRehash(passwordHash: string): boolean {
    return needsRehash(passwordHash, PARAMS);
  }

  /** Costs what a real check costs, so the answer time does not tell whether a username exists. */
  async verifyDecoy(password: string): Promise<void> {
    this.decoy ??= this.hash(randomBytes(32).toString('base64'));
    await this.verify(await this.decoy, password);
  }
}
