import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import type { SendTemplateMailJob } from '@strongs/contracts';
import { APP_CONFIG, type BaseConfig, REDIS, withRequestId } from '@strongs/nest-common';
import { QUEUES } from '@strongs/queue';
import { Queue } from 'bullmq';
import type IORedis from 'ioredis';

const MAIL_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { count: 1000 },
} as const;

/** A verification link is a secret: its job leaves Redis once sent, and a failed one after a day. */
const LINK_JOB_OPTIONS = {
  ...MAIL_JOB_OPTIONS,
  removeOnComplete: true,
  removeOnFail: { age: 24 * 60 * 60 },
} as const;

export interface VerificationMail {
  recipient: string;
  username: string;
  link: string;
  hours: number;
  /** One job per link: queued twice, it is sent once. */
  jobId: string;
}

/** Queues an account's e-mails on the `mail` queue; the admin worker renders and sends them. */
@Injectable()
export class AccountMail implements OnModuleDestroy {
  private readonly logger = new Logger(AccountMail.name);
  private readonly queue: Queue<SendTemplateMailJob>;

  constructor(@Inject(REDIS) redis: IORedis, @Inject(APP_CONFIG) config: BaseConfig) {
    this.queue = new Queue(QUEUES.mail, { connection: redis, prefix: config.QUEUE_PREFIX });
  }

  /** Best effort: the address is already confirmed, and a welcome is not worth an error. */
  async welcome(recipient: string, username: string, userId: number): Promise<void> {
    try {
      const job: SendTemplateMailJob = { recipient, templateName: 'welcome_email', data: { username } };
      await this.queue.add('send-template', withRequestId(job), {
        ...MAIL_JOB_OPTIONS,
        jobId: `welcome-${userId}`,
      });
    } catch (error) {
      this.logger.warn(`Welcome e-mail for ${username} not queued: ${(error as Error).message}`);
    }
  }

  /** Throws when Redis refuses: the caller decides whether the reader hears of it. */
  async verification({ recipient, username, link, hours, jobId }: VerificationMail): Promise<void> {
    const job: SendTemplateMailJob = {
      recipient,
      templateName: 'verify_email',
      data: { username, link, hours },
    };
    await this.queue.add('send-template', withRequestId(job), { ...LINK_JOB_OPTIONS, jobId });
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
