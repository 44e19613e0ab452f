import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tables owned by services/admin: system settings (with the default set the services read), the
 * site's advertisements, content boxes and custom pages, the ADMIN BOT's directives, logs, repairs
 * and error reports, and the errors the web app reports. An open repair or report is unique per
 * fingerprint, so the bot never files the same finding twice while it is open.
 */
export class Admin1732000005000 implements MigrationInterface {
  name = 'Admin1732000005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE system_settings (
        key text PRIMARY KEY CHECK (key ~ '^[a-z][a-z0-9_.]{1,63}$'),
        value text NOT NULL,
        category text NOT NULL,
        data_type text NOT NULL DEFAULT 'string' CHECK (data_type IN ('string', 'number', 'boolean', 'json')),
        label text NOT NULL,
        description text,
        default_value text,
        options text[],
        is_protected boolean NOT NULL DEFAULT false,
        is_system boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `INSERT INTO system_settings (key, value, category, data_type, label, description, default_value, options, is_protected, is_system)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS s(key text, value text, category text, data_type text, label text,
         description text, default_value text, options text[], is_protected boolean, is_system boolean)`,
      [JSON.stringify(DEFAULT_SETTINGS)],
    );
    await q.query(`
      CREATE TABLE advertisements (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title text NOT NULL,
        content text NOT NULL,
        position text NOT NULL CHECK (position IN ('sidebar', 'results', 'header', 'footer')),
        link_url text,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX advertisements_position ON advertisements (position) WHERE active`);
    await q.query(`
      CREATE TABLE content_boxes (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title text NOT NULL,
        content text NOT NULL,
        position text NOT NULL CHECK (position IN ('homepage', 'search', 'results', 'about', 'sidebar')),
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX content_boxes_position ON content_boxes (position) WHERE active`);
    await q.query(`
      CREATE TABLE custom_pages (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        title text NOT NULL,
        slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        content text NOT NULL,
        active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE bot_directives (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        directive text NOT NULL CHECK (btrim(directive) <> ''),
        priority integer NOT NULL DEFAULT 50 CHECK (priority BETWEEN 0 AND 100),
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE bot_logs (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        action text NOT NULL,
        details text NOT NULL DEFAULT '',
        status text NOT NULL CHECK (status IN ('success', 'warning', 'error', 'info', 'pending', 'in_progress', 'completed', 'failed', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX bot_logs_created ON bot_logs (created_at DESC)`);
    await q.query(`
      CREATE TABLE bot_repairs (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        element_type text NOT NULL,
        location text NOT NULL,
        issue text NOT NULL,
        remedy text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'completed', 'failed')),
        fingerprint text NOT NULL,
        action jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX bot_repairs_open ON bot_repairs (fingerprint) WHERE status IN ('pending', 'in_progress')`,
    );
    await q.query(`
      CREATE TABLE bot_errors (
        id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        error_type text NOT NULL,
        url text NOT NULL DEFAULT '',
        message text NOT NULL DEFAULT '',
        resolution text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in_progress', 'resolved')),
        fingerprint text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX bot_errors_open ON bot_errors (fingerprint) WHERE status IN ('pending', 'in_progress')`,
    );
    await q.query(`
      CREATE TABLE web_errors (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        message text NOT NULL,
        stack text,
        url text NOT NULL DEFAULT '',
        user_agent text,
        reviewed boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX web_errors_unreviewed ON web_errors (created_at) WHERE NOT reviewed`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'web_errors',
      'bot_errors',
      'bot_repairs',
      'bot_logs',
      'bot_directives',
      'custom_pages',
      'content_boxes',
      'advertisements',
      'system_settings',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}

const setting = (
  key: string,
  category: string,
  dataType: string,
  value: string,
  label: string,
  description: string,
  extra: { options?: string[]; isProtected?: boolean; isSystem?: boolean } = {},
) => ({
  key,
  value,
  category,
  data_type: dataType,
  label,
  description,
  default_value: value,
  options: extra.options ?? null,
  is_protected: extra.isProtected ?? false,
  is_system: extra.isSystem ?? true,
});

/** The default set; the keys are read by the services (see services/admin/README.md). */
const DEFAULT_SETTINGS = [
  setting(
    'site_name',
    'general',
    'string',
    "Strong's Dictionary",
    'Site name',
    'The name shown in titles and e-mails.',
  ),
  setting(
    'default_version',
    'search',
    'string',
    'kjv',
    'Default version',
    'The Bible version searched when none is chosen.',
  ),
  setting(
    'parallel_default',
    'search',
    'boolean',
    'false',
    'Parallel view by default',
    'Open results in the parallel view.',
  ),
  setting(
    'results_per_page',
    'search',
    'number',
    '20',
    'Results per page',
    'Verses per page of search results.',
  ),
  setting(
    'dictionary_page_size',
    'dictionary',
    'number',
    '50',
    'Dictionary page size',
    "Strong's entries per page in the dictionary.",
  ),
  setting(
    'registration_open',
    'accounts',
    'boolean',
    'true',
    'Registration open',
    'Whether visitors may create accounts.',
  ),
  setting(
    'analytics_enabled',
    'analytics',
    'boolean',
    'true',
    'Analytics',
    'Record anonymous search analytics.',
  ),
  setting(
    'bot_sweep_interval_minutes',
    'bot',
    'number',
    '5',
    'Bot sweep interval (minutes)',
    'How often the ADMIN BOT sweeps.',
  ),
  setting(
    'mail_sender',
    'email',
    'string',
    "Strong's Dictionary <no-reply@localhost>",
    'Mail sender',
    'The From address of e-mails.',
  ),
  setting(
    'word_of_day_enabled',
    'email',
    'boolean',
    'false',
    'Hebrew word of the day',
    'Send the Hebrew word of the day e-mail daily to administrators.',
  ),
  setting(
    'word_of_day_recipient',
    'email',
    'string',
    '',
    'Word of the day recipient',
    'E-mail address the Hebrew word of the day goes to.',
  ),
  setting(
    'bot_alert_recipient',
    'bot',
    'string',
    '',
    'Bot alert recipient',
    'E-mail address for ADMIN BOT alerts; empty sends none.',
  ),
  setting(
    'ai_provider_key',
    'bot',
    'string',
    '',
    'AI provider key',
    'Optional: an AI provider key for the bot. Nothing needs it.',
    { isProtected: true },
  ),
];
