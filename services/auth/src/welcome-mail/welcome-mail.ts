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

/** Queues the welcome e-mail on the `mail` queue; the admin worker renders and sends it. */
@Injectable()
export class WelcomeMail implements OnModuleDestroy {
  private readonly logger = new Logger(WelcomeMail.name);
  private readonly queue: Queue<SendTemplateMailJob>;

  constructor(@Inject(REDIS) redis: IORedis, @Inject(APP_CONFIG) config: BaseConfig) {
    this.queue = new Queue(QUEUES.mail, { connection: redis, prefix: config.QUEUE_PREFIX });
  }

  /** A registration never fails because mail is down: the account exists, the e-mail is best effort. */
  async send(recipient: string, username: string): Promise<void> {
    try {
      const job: SendTemplateMailJob = { recipient, templateName: 'welcome_email', data: { username } };
      await this.queue.add('send-template', withRequestId(job), MAIL_JOB_OPTIONS);
    } catch (error) {
      this.logger.warn(`Welcome e-mail for ${username} not queued: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue.close();
  }
}
