import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface OutboxEntry {
  filename: string;
  size: number;
  created: string;
}

export interface SentReceipt {
  messageId: string;
  /** "SMTP server host:port" or "outbox file <name>": what the admin is told. */
  destination: string;
}

/** Where mail goes: the SMTP server of SMTP_URL, or `.eml` files in the outbox directory. */
export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<SentReceipt>;
  close(): void;
}

class SmtpTransport implements MailTransport {
  readonly kind = 'smtp' as const;
  private readonly transporter: Transporter;
  /** host:port only: the URL's credentials are never shown. */
  private readonly server: string;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
    const parsed = new URL(url);
    this.server = `${parsed.hostname}:${parsed.port || (parsed.protocol === 'smtps:' ? '465' : '587')}`;
  }
  async send(mail: OutgoingMail): Promise<SentReceipt> {
    const info = await this.transporter.sendMail(mail);
    return { messageId: info.messageId, destination: `SMTP server ${this.server}` };
  }
  close(): void {
    this.transporter.close();
  }
}

export class OutboxTransport implements MailTransport {
  readonly kind = 'outbox' as const;
  private readonly builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  readonly dir: string;
  constructor(dir: string) {
    this.dir = resolve(dir);
  }
  async send(mail: OutgoingMail): Promise<SentReceipt> {
    const info = await this.builder.sendMail(mail);
    await mkdir(this.dir, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`;
    await writeFile(join(this.dir, name), info.message as Buffer);
    return { messageId: info.messageId, destination: `outbox file ${name}` };
  }
  async list(): Promise<OutboxEntry[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml'));
    const entries = await Promise.all(
      names.map(async (filename) => {
        const s = await stat(join(this.dir, filename));
        return { filename, size: s.size, created: s.mtime.toISOString() };
      }),
    );
    return entries.sort((a, b) => b.filename.localeCompare(a.filename));
  }
  close(): void {
    this.builder.close();
  }
}

export function createMailTransport(settings: { SMTP_URL?: string; MAIL_OUTBOX_DIR: string }): MailTransport {
  return settings.SMTP_URL
    ? new SmtpTransport(settings.SMTP_URL)
    : new OutboxTransport(settings.MAIL_OUTBOX_DIR);
}
