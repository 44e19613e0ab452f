import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { MailDelivery, SentMail } from '@strongs/contracts';

/** The record keeps the last this-many messages. */
const KEPT = 200;
const PREVIEW_CHARS = 400;

interface SentMailRow {
  id: string;
  recipient: string;
  subject: string;
  template_name: string;
  delivery: MailDelivery;
  destination: string;
  message_id: string;
  preview: string;
  sent_at: Date;
}

/** sent_mails: every message the site sent and where it went, for the Email Test tab. */
@Injectable()
export class SentMailsRepository {
  constructor(private readonly db: DataSource) {}

  async record(mail: Omit<SentMail, 'id' | 'sentAt'>): Promise<void> {
    await this.db.query(
      `INSERT INTO sent_mails (recipient, subject, template_name, delivery, destination, message_id, preview)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        mail.recipient,
        mail.subject,
        mail.templateName,
        mail.delivery,
        mail.destination,
        mail.messageId,
        mail.preview.slice(0, PREVIEW_CHARS),
      ],
    );
    await this.db.query(`DELETE FROM sent_mails WHERE id <= (SELECT max(id) FROM sent_mails) - $1`, [KEPT]);
  }

  async recent(limit: number): Promise<SentMail[]> {
    const rows: SentMailRow[] = await this.db.query(`SELECT * FROM sent_mails ORDER BY id DESC LIMIT $1`, [
      limit,
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      recipient: r.recipient,
      subject: r.subject,
      templateName: r.template_name,
      delivery: r.delivery,
      destination: r.destination,
      messageId: r.message_id,
      preview: r.preview,
      sentAt: r.sent_at.toISOString(),
    }));
  }
}
