/** A tab the admin service will fill: says what it will hold, with no fake data and no dead buttons. */
export function ComingSoon({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="admin-coming" aria-labelledby="admin-coming-title">
      <h2 id="admin-coming-title">{title}</h2>
      <p className="admin-coming-badge">Coming with the admin service</p>
      <p className="muted">This tab will hold:</p>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

export const COMING_SOON: Record<string, { title: string; items: string[] }> = {
  advertisements: {
    title: 'Advertisements',
    items: [
      'A form to create an advertisement: title, HTML content, position (sidebar, results, header, footer), optional link and an Active switch.',
      'A table of saved advertisements, shown in their positions on the public site with sanitised HTML.',
    ],
  },
  'content-boxes': {
    title: 'Content Boxes',
    items: [
      'A form to create a content box: title, HTML content, position (homepage, search, results, about, sidebar) and an Active switch.',
      'A table of saved content boxes, shown on the public pages they are placed on.',
    ],
  },
  'custom-pages': {
    title: 'Custom Pages',
    items: ['A form to create a page: title, slug, HTML content and a Published switch.', 'A table of saved pages, each served at /pages/{slug}.'],
  },
  'admin-bot': {
    title: 'ADMIN BOT',
    items: [
      'Prime Directive: the bot’s instructions, with priority (0–100), Enable and Disable.',
      'Log: the bot’s log entries with status badges.',
      'Live Repairs: pending and completed repairs, each pending one with a Fix form.',
      'Error Reports: reports with a Resolve form.',
      'Agent Instructions: how to set up an AI provider key.',
    ],
  },
  'email-test': {
    title: 'Email Test',
    items: [
      'A recipient field and a template choice (welcome_email, admin_bot_alert, hebrew_word_of_day).',
      'Previews of the three templates.',
      'Sending one test e-mail or all samples to the recipient.',
    ],
  },
  'system-settings': {
    title: 'System Settings',
    items: [
      'Settings grouped by category, each editable inline (protected values masked).',
      'An Add Setting dialog, and delete with confirmation for settings that are not system settings.',
    ],
  },
};
