import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import {
  EMAIL_VERIFICATION,
  type EmailStatusResponse,
  type EmailVerificationResponse,
} from '@strongs/contracts';
import { publicOrigins, SESSION_CONFIG, type SessionConfig } from '@strongs/nest-common';
import { createHash, randomBytes } from 'node:crypto';
import { AccountMail } from '../account-mail/account-mail';
import { LoginThrottle } from '../throttle/login-throttle';
import { EmailTakenError, UnknownUserError, WrongCurrentPasswordError } from '../users/user.errors';
import { UsersService } from '../users/users.service';
import { LINK_MESSAGES, TooManyLinksError, VerificationLinkError } from './email-verification.errors';
import { EmailVerificationRepository } from './email-verification.repository';

type Runner = Parameters<Parameters<EmailVerificationRepository['forUser']>[1]>[0];

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * E-mail verification: a link (a random token, kept hashed, used once, working for a day) is sent to the
 * address an account gives; following it marks that address verified. Asking for links is limited per
 * account. Mail other than these links goes to a verified address only (the welcome, once verified).
 */
@Injectable()
export class EmailVerificationService {
  private readonly logger = new Logger(EmailVerificationService.name);
  private readonly origin: string;

  constructor(
    private readonly repo: EmailVerificationRepository,
    private readonly mail: AccountMail,
    private readonly users: UsersService,
    private readonly throttle: LoginThrottle,
    @Inject(SESSION_CONFIG) config: SessionConfig,
  ) {
    this.origin = publicOrigins(config)[0];
  }

  async status(userId: number): Promise<EmailStatusResponse> {
    const row = await this.repo.address(userId);
    if (!row) throw new UnknownUserError();
    return { email: row.email, verified: row.verified };
  }

  /** At registration: the first link. The account exists either way, so a mail problem is only logged. */
  async startAfterRegistration(userId: number): Promise<void> {
    try {
      await this.sendLink(userId, 'registration');
    } catch (error) {
      this.logger.warn(`No verification e-mail for user ${userId}: ${(error as Error).message}`);
    }
  }

  /** Another link to the current address, within the limits. */
  async resend(userId: number): Promise<EmailVerificationResponse> {
    const email = await this.sendLink(userId, 'resend');
    return {
      email,
      verified: false,
      message: `We sent a new link to ${email}. It works for ${EMAIL_VERIFICATION.linkHours} hours.`,
    };
  }

  /**
   * A new address once the password is confirmed (a wrong one counts as a failed sign-in, as for a new
   * password): stored unverified, and a link sent to it.
   */
  async change(
    user: { id: number; username: string },
    email: string,
    currentPassword: string,
    ip: string,
  ): Promise<EmailVerificationResponse> {
    await this.throttle.reserve(user.username, ip);
    try {
      await this.users.confirmPassword(user.id, currentPassword);
    } catch (error) {
      if (error instanceof WrongCurrentPasswordError) await this.throttle.recordFailure(user.username, ip);
      throw error;
    }
    await this.throttle.recordSuccess(user.username, ip);
    const userId = user.id;
    const outcome = await this.repo.forUser(userId, async (tx) => {
      const before = await this.repo.address(userId, tx);
      if (!before) throw new UnknownUserError();
      const same = before.email?.toLowerCase() === email.toLowerCase();
      if (same && before.verified) return 'verified' as const;
      const recent = await this.repo.recentLinks(tx, userId);
      // The same change sent twice (a retried request): the link of the first is on its way.
      if (same && (recent.secondsSinceLast ?? Infinity) < EMAIL_VERIFICATION.resendAfterSeconds)
        return 'sent' as const;
      this.checkLimits(recent);
      if (!(await this.repo.changeAddress(tx, userId, email))) throw new EmailTakenError();
      return this.createLink(tx, userId, before.username, email);
    });
    if (outcome === 'verified') return { email, verified: true, message: LINK_MESSAGES.alreadyVerified };
    if (outcome !== 'sent') await this.queue(outcome);
    return {
      email,
      verified: false,
      message: `Your address is now ${email}. Follow the link we sent there to verify it.`,
    };
  }

  /** Follows a link: `sessionUserId` is the browser's signed-in account, if any. */
  async verify(token: string, sessionUserId: number | undefined): Promise<EmailVerificationResponse> {
    const link = await this.repo.findLink(hashOf(token));
    if (!link) throw new VerificationLinkError(LINK_MESSAGES.unknown);
    if (sessionUserId !== undefined && sessionUserId !== link.userId)
      throw new VerificationLinkError(LINK_MESSAGES.otherAccount);
    if (link.used) throw new VerificationLinkError(LINK_MESSAGES.used);
    if (link.expired) throw new VerificationLinkError(LINK_MESSAGES.expired);
    const used = await this.repo.useLink(link);
    if (!used) throw new VerificationLinkError(LINK_MESSAGES.used);
    const row = await this.repo.address(link.userId);
    if (!row?.verified || row.email?.toLowerCase() !== link.email.toLowerCase())
      throw new VerificationLinkError(LINK_MESSAGES.used);
    if (used.verifiedNow) await this.mail.welcome(link.email, row.username, link.userId);
    return { email: row.email, verified: true, message: `${row.email} is verified. Thank you!` };
  }

  private async sendLink(userId: number, why: 'registration' | 'resend'): Promise<string> {
    const outcome = await this.repo.forUser(userId, async (tx) => {
      const row = await this.repo.address(userId, tx);
      if (!row) throw new UnknownUserError();
      if (!row.email) throw new VerificationLinkError(LINK_MESSAGES.noAddress);
      if (row.verified) throw new VerificationLinkError(LINK_MESSAGES.alreadyVerified);
      if (why === 'resend') this.checkLimits(await this.repo.recentLinks(tx, userId));
      return this.createLink(tx, userId, row.username, row.email);
    });
    await this.queue(outcome);
    return outcome.recipient;
  }

  private checkLimits({ today, secondsSinceLast }: { today: number; secondsSinceLast: number | null }): void {
    const wait = EMAIL_VERIFICATION.resendAfterSeconds - (secondsSinceLast ?? Infinity);
    if (wait > 0)
      throw new TooManyLinksError(
        `We sent a link less than a minute ago: wait ${Math.ceil(wait)} seconds before asking again`,
      );
    if (today >= EMAIL_VERIFICATION.linksPerDay)
      throw new TooManyLinksError(
        `You asked for ${EMAIL_VERIFICATION.linksPerDay} links in a day: try again tomorrow`,
      );
  }

  private async createLink(tx: Runner, userId: number, username: string, email: string) {
    const token = randomBytes(32).toString('base64url');
    const id = await this.repo.insertLink(tx, {
      userId,
      email,
      tokenHash: hashOf(token),
      hours: EMAIL_VERIFICATION.linkHours,
    });
    return {
      recipient: email,
      username,
      link: `${this.origin}/verify-email?token=${token}`,
      hours: EMAIL_VERIFICATION.linkHours,
      jobId: `verify-email-${id}`,
    };
  }

  private async queue(mail: Parameters<AccountMail['verification']>[0]): Promise<void> {
    try {
      await this.mail.verification(mail);
    } catch (error) {
      this.logger.warn(`Verification e-mail not queued: ${(error as Error).message}`);
      throw new ServiceUnavailableException('The e-mail could not be sent just now: try again in a minute');
    }
  }
}
