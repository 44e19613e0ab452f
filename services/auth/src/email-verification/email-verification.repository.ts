import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

type Runner = Pick<EntityManager, 'query'>;

export interface AddressRow {
  username: string;
  email: string | null;
  verified: boolean;
}

export interface TokenRow {
  id: number;
  userId: number;
  email: string;
  expired: boolean;
  used: boolean;
}

const UNIQUE_VIOLATION = '23505';

/** Verification links and the verified flag. Every statement names its user or its token's hash. */
@Injectable()
export class EmailVerificationRepository {
  constructor(private readonly db: DataSource) {}

  /** Runs `work` with the user's row locked: two requests cannot both pass the resend limit. */
  async forUser<T>(userId: number, work: (tx: Runner) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(`SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE`, [userId]);
      return work(tx);
    });
  }

  async address(userId: number, runner: Runner = this.db): Promise<AddressRow | null> {
    const rows: AddressRow[] = await runner.query(
      `SELECT username, email, email_verified_at IS NOT NULL AS verified FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** How many links the user asked for in the last day, and how many seconds ago the last one. */
  async recentLinks(tx: Runner, userId: number): Promise<{ today: number; secondsSinceLast: number | null }> {
    const [row]: { today: number; secondsSinceLast: number | null }[] = await tx.query(
      `SELECT count(*)::int AS today, floor(extract(epoch FROM now() - max(created_at)))::int AS "secondsSinceLast"
       FROM email_verification_tokens WHERE user_id = $1 AND created_at > now() - interval '1 day'`,
      [userId],
    );
    return row;
  }

  async insertLink(
    tx: Runner,
    link: { userId: number; email: string; tokenHash: string; hours: number },
  ): Promise<number> {
    // A user keeps at most the links of the last two days (five a day): older ones are past use and past the limit.
    await tx.query(
      `DELETE FROM email_verification_tokens WHERE user_id = $1 AND created_at < now() - interval '2 days'`,
      [link.userId],
    );
    const [{ id }]: { id: number }[] = await tx.query(
      `INSERT INTO email_verification_tokens (user_id, email, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(hours => $4)) RETURNING id`,
      [link.userId, link.email, link.tokenHash, link.hours],
    );
    return id;
  }

  /** A new address, unverified unless it is the verified one again (in other letter case); false when taken. */
  async changeAddress(tx: Runner, userId: number, email: string): Promise<boolean> {
    try {
      await tx.query(
        `UPDATE users SET email = $2, updated_at = now(),
           email_verified_at = CASE WHEN lower(email) = lower($2) THEN email_verified_at END
         WHERE id = $1`,
        [userId, email],
      );
      // Links to the old address stop working.
      await tx.query(
        `UPDATE email_verification_tokens SET used_at = now()
         WHERE user_id = $1 AND used_at IS NULL AND lower(email) <> lower($2)`,
        [userId, email],
      );
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  async findLink(tokenHash: string): Promise<TokenRow | null> {
    const rows: TokenRow[] = await this.db.query(
      `SELECT id, user_id AS "userId", email, expires_at <= now() AS expired, used_at IS NOT NULL AS used
       FROM email_verification_tokens WHERE token_hash = $1`,
      [tokenHash],
    );
    return rows[0] ?? null;
  }

  /**
   * Uses the link once and verifies the address it was sent to, if the account still has it; every other
   * open link of the user is used up with it. Null when the link was used meanwhile (a second request).
   */
  async useLink(link: TokenRow): Promise<{ verifiedNow: boolean } | null> {
    return this.db.transaction(async (tx) => {
      // TypeORM answers an UPDATE with [rows, affected].
      const [, used]: [unknown, number] = await tx.query(
        `UPDATE email_verification_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL`,
        [link.id],
      );
      if (used === 0) return null;
      const [, verified]: [unknown, number] = await tx.query(
        `UPDATE users SET email_verified_at = now()
         WHERE id = $1 AND lower(email) = lower($2) AND email_verified_at IS NULL`,
        [link.userId, link.email],
      );
      await tx.query(
        `UPDATE email_verification_tokens SET used_at = now()
         WHERE user_id = $1 AND used_at IS NULL AND lower(email) = lower($2)`,
        [link.userId, link.email],
      );
      return { verifiedNow: verified > 0 };
    });
  }
}
