/** Types of the admin service's API (system settings, site content, e-mail, ADMIN BOT, web errors). */

export const SETTING_DATA_TYPES = ['string', 'number', 'boolean', 'json'] as const;
export type SettingDataType = (typeof SETTING_DATA_TYPES)[number];

/** What every listing shows in place of a protected value. */
export const PROTECTED_VALUE_MASK = '********';

export interface SystemSetting {
  key: string;
  value: string;
  category: string;
  dataType: SettingDataType;
  label: string;
  description: string | null;
  defaultValue: string | null;
  options: string[] | null;
  isProtected: boolean;
  isSystem: boolean;
  updatedAt: string;
}

export const AD_POSITIONS = ['sidebar', 'results', 'header', 'footer'] as const;
export type AdPosition = (typeof AD_POSITIONS)[number];
export const CONTENT_BOX_POSITIONS = ['homepage', 'search', 'results', 'about', 'sidebar'] as const;
export type ContentBoxPosition = (typeof CONTENT_BOX_POSITIONS)[number];

export interface Advertisement {
  id: number;
  title: string;
  content: string;
  position: AdPosition;
  linkUrl: string | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface ContentBox {
  id: number;
  title: string;
  content: string;
  position: ContentBoxPosition;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface CustomPage {
  id: number;
  title: string;
  slug: string;
  content: string;
  /** Labelled Published in the admin form. */
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export const EMAIL_TEMPLATES = ['welcome_email', 'admin_bot_alert', 'hebrew_word_of_day'] as const;
export type EmailTemplateName = (typeof EMAIL_TEMPLATES)[number];

/**
 * Every template the mail worker renders: the administrators' samples above, and mail that only an
 * account's own action sends (its link is made for that account, so it is never a sample to test with).
 */
export type MailTemplateName = EmailTemplateName | 'verify_email';

/** Where a message went: handed to the SMTP server, or only written to the outbox folder (nothing was mailed). */
export type MailDelivery = 'smtp' | 'outbox';

export interface MailDestination {
  delivery: MailDelivery;
  /** "SMTP server mail.example.org:587" or "outbox file 2026-...eml". */
  destination: string;
}

export interface EmailTestResult extends MailDestination {
  sent: true;
  templateName: EmailTemplateName;
  recipient: string;
  messageId: string;
}

export interface EmailSamplesResult {
  sent: number;
  /** Added: each message and where it went. */
  messages?: (MailDestination & { templateName: EmailTemplateName; messageId: string })[];
}

/** GET /api/admin/email/recent: the last messages the site sent, newest first. */
export interface SentMail extends MailDestination {
  id: number;
  recipient: string;
  subject: string;
  templateName: string;
  messageId: string;
  /** The plain text of the message, cut to a preview. */
  preview: string;
  sentAt: string;
}

export const RECENT_MAILS_LISTED = 20;

export interface EmailPreview {
  templateName: EmailTemplateName;
  subject: string;
  html: string;
  text: string;
}

export const REPAIR_STATUSES = ['pending', 'in_progress', 'completed', 'failed'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
export const ERROR_REPORT_STATUSES = ['pending', 'in_progress', 'resolved'] as const;
export type ErrorReportStatus = (typeof ERROR_REPORT_STATUSES)[number];
export type BotLogStatus =
  'success' | 'warning' | 'error' | 'info' | 'pending' | 'in_progress' | 'completed' | 'failed' | 'resolved';

export const BOT_RESUMPTION_ACTION = 'BOT RESUMPTION';
export const BOT_RESUMPTION_TEXT = 'I Am Back On Mission SIR!';

export interface BotInstruction {
  id: number;
  directive: string;
  priority: number;
  isActive: boolean;
  createdAt: string;
}

export interface BotLog {
  id: number;
  action: string;
  details: string;
  status: BotLogStatus;
  createdAt: string;
}

export interface BotRepair {
  id: number;
  elementType: string;
  location: string;
  issue: string;
  remedy: string;
  status: RepairStatus;
  /** Whether the bot can carry the remedy out itself when the repair is marked in_progress. */
  executable: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface BotErrorReport {
  id: number;
  errorType: string;
  url: string;
  message: string;
  resolution: string | null;
  status: ErrorReportStatus;
  createdAt: string;
}

export interface WebErrorReport {
  message: string;
  stack?: string;
  url?: string;
  componentStack?: string;
}

/** Jobs of the `mail` queue (e.g. the auth service's welcome e-mail), consumed by the admin worker. */
export interface SendTemplateMailJob {
  recipient: string;
  templateName: MailTemplateName;
  /** The template's data; the sample data when absent. */
  data?: Record<string, unknown>;
}

/** Settings anyone may read (GET /api/system-settings/public): what the site and the services need. */
export const PUBLIC_SETTING_KEYS = [
  'site_name',
  'default_version',
  'parallel_default',
  'results_per_page',
  'dictionary_page_size',
  'registration_open',
  'analytics_enabled',
  'word_of_day_enabled',
] as const;
export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];
/** Values typed by their setting's dataType (numbers as numbers, booleans as booleans, json parsed). */
export type PublicSettings = Partial<Record<PublicSettingKey, string | number | boolean | null | object>>;
