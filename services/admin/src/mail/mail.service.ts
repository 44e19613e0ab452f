import { Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import {
  EMAIL_TEMPLATES,
  RECENT_MAILS_LISTED,
  type EmailPreview,
  type EmailSamplesResult,
  type EmailTemplateName,
  type MailTemplateName,
  type MailDestination,
  type SentMail,
} from '@strongs/contracts';
import { SystemSettingsReader } from '@strongs/db';
import { renderEmail, type RenderedEmail, type TemplateData, type WordOfDayData } from './email-templates';
import { type MailTransport, OutboxTransport, type OutboxEntry, type SentReceipt } from './mail-transport';
import { SentMailsRepository } from './sent-mails.repository';
import { WordOfDayRepository } from './word-of-day.repository';

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/** A job for a template without samples came without its data: retrying cannot help. */
export class MissingMailDataError extends Error {}

const DEFAULT_SENDER = "Strong's Dictionary <no-reply@localhost>";
const DEFAULT_SITE_NAME = "Strong's Dictionary";

/** Used when the lexicon is empty (a fresh install): a real entry, Genesis 1:1. */
const FALLBACK_WORD: WordOfDayData = {
  strongs: 'H7225',
  lemma: 'רֵאשִׁית',
  transliteration: "rê'shîyth",
  definition: 'the first, in place, time, order or rank (specifically, a firstfruit)',
  reference: 'Genesis 1:1',
  verseText: 'In the beginning God created the heaven and the earth.',
};

@Injectable()
export class MailService implements OnModuleDestroy {
  constructor(
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly settings: SystemSettingsReader,
    private readonly words: WordOfDayRepository,
    private readonly sentMails: SentMailsRepository,
  ) {}

  onModuleDestroy(): void {
    this.transport.close();
  }

  /** The sample data each template is previewed and tested with (the word of the day is today's). */
  async sampleData<N extends EmailTemplateName>(name: N): Promise<TemplateData[N]> {
    const samples: { [K in EmailTemplateName]: () => Promise<TemplateData[K]> } = {
      welcome_email: async () => ({ username: 'reader' }),
      admin_bot_alert: async () => ({
        kind: 'repair',
        title: 'Search index out of sync',
        location: 'version kjv',
        details: 'The database holds 31,102 verses of kjv, the search index 31,000.',
      }),
      hebrew_word_of_day: async () => (await this.words.forDay(new Date())) ?? FALLBACK_WORD,
    };
    return (samples[name] as () => Promise<TemplateData[N]>)();
  }

  async render<N extends MailTemplateName>(name: N, data?: TemplateData[N]): Promise<RenderedEmail> {
    const siteName = await this.settings.text('site_name', DEFAULT_SITE_NAME);
    if (data) return renderEmail(name, data, siteName);
    if (!(EMAIL_TEMPLATES as readonly string[]).includes(name))
      throw new MissingMailDataError(`${name} has no sample: it needs its own data`);
    return renderEmail(name, await this.sampleData(name as EmailTemplateName & N), siteName);
  }

  async preview(name: EmailTemplateName): Promise<EmailPreview> {
    return { templateName: name, ...(await this.render(name)) };
  }

  async send<N extends MailTemplateName>(
    recipient: string,
    name: N,
    data?: TemplateData[N],
  ): Promise<string> {
    return (await this.deliver(recipient, name, data)).messageId;
  }

  /** Sends and records where the message went: the SMTP server, or only the outbox folder. */
  async deliver<N extends MailTemplateName>(
    recipient: string,
    name: N,
    data?: TemplateData[N],
  ): Promise<SentReceipt & MailDestination> {
    const { loggedText, ...email } = await this.render(name, data);
    const from = await this.settings.text('mail_sender', DEFAULT_SENDER);
    const receipt = await this.transport.send({ from, to: recipient, ...email });
    const sent = { ...receipt, delivery: this.transport.kind };
    await this.sentMails.record({
      recipient,
      subject: email.subject,
      templateName: name,
      preview: loggedText ?? email.text,
      ...sent,
    });
    return sent;
  }

  async sendSamples(recipient: string): Promise<NonNullable<EmailSamplesResult['messages']>> {
    const messages: NonNullable<EmailSamplesResult['messages']> = [];
    for (const name of EMAIL_TEMPLATES)
      messages.push({ templateName: name, ...(await this.deliver(recipient, name)) });
    return messages;
  }

  recent(): Promise<SentMail[]> {
    return this.sentMails.recent(RECENT_MAILS_LISTED);
  }

  /** The embedded outbox's messages; empty when mail goes over SMTP. */
  async outbox(): Promise<OutboxEntry[]> {
    return this.transport instanceof OutboxTransport ? this.transport.list() : [];
  }
}
