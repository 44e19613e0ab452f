import type { SystemSetting } from '@strongs/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { DELETE_SETTING_QUESTION } from './setting-item';
import { SystemSettingsTab } from './system-settings-tab';

const setting = (
  s: Partial<SystemSetting> & Pick<SystemSetting, 'key' | 'label' | 'value'>,
): SystemSetting => ({
  category: 'general',
  dataType: 'string',
  description: null,
  defaultValue: null,
  options: null,
  isProtected: false,
  isSystem: false,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...s,
});

const GENERAL = [
  setting({
    key: 'registration_open',
    label: 'Registration open',
    value: 'true',
    dataType: 'boolean',
    isSystem: true,
  }),
  setting({
    key: 'default_version',
    label: 'Default version',
    value: 'kjv',
    options: ['kjv', 'rstne'],
    isSystem: true,
  }),
  setting({
    key: 'results_per_page',
    label: 'Results per page',
    value: '20',
    dataType: 'number',
    isSystem: true,
  }),
  setting({
    key: 'site_tagline',
    label: 'Site tagline',
    value: 'Every word of the King James Version, tagged with its Strong’s number.',
  }),
  setting({ key: 'short_note', label: 'Short note', value: 'Hello' }),
  setting({
    key: 'ai_provider_key',
    label: 'AI provider key',
    value: '********',
    isProtected: true,
    isSystem: true,
  }),
];

function serve(extra: Routes = {}) {
  return fakeApi({
    'GET /api/system-settings/categories': [200, ['general', 'mail']],
    'GET /api/system-settings/category/general': [200, GENERAL],
    'GET /api/system-settings/category/mail': [200, []],
    ...extra,
  });
}

const echo = (key: string) => (body: unknown) =>
  [200, { ...GENERAL.find((s) => s.key === key), value: (body as { value: string }).value }] as [
    number,
    unknown,
  ];

async function openSetting(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${label}`) }));
  return screen.getByRole('region', { name: new RegExp(`^${label}`) });
}

async function edit(label: string) {
  const panel = await openSetting(label);
  fireEvent.click(within(panel).getByRole('button', { name: `Edit ${label}` }));
  return panel;
}

describe('SystemSettingsTab', () => {
  it('shows a tab per category and masks protected values', async () => {
    serve();
    renderAdmin(<SystemSettingsTab />);
    expect(await screen.findByRole('tab', { name: 'general', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'mail' })).toBeInTheDocument();
    const panel = await openSetting('AI provider key');
    expect(panel).toHaveTextContent('********');
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit AI provider key' }));
    expect(within(panel).getByLabelText('AI provider key')).toHaveValue('');
  });

  it('edits a boolean with a switch and stores the text false', async () => {
    const api = serve({ 'PUT /api/system-settings/registration_open': echo('registration_open') });
    renderAdmin(<SystemSettingsTab />);
    const panel = await openSetting('Registration open');
    expect(panel).toHaveTextContent('Enabled');
    fireEvent.click(within(panel).getByRole('button', { name: 'Edit Registration open' }));
    const toggle = within(panel).getByRole('switch', { name: 'Registration open' });
    expect(toggle).toBeChecked();
    fireEvent.click(toggle);
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'PUT', url: '/api/system-settings/registration_open', body: { value: 'false' } },
      ]),
    );
  });

  it('edits a string with options in a dropdown', async () => {
    const api = serve({ 'PUT /api/system-settings/default_version': echo('default_version') });
    renderAdmin(<SystemSettingsTab />);
    const panel = await edit('Default version');
    const select = within(panel).getByRole('combobox', { name: 'Default version' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['kjv', 'rstne']);
    fireEvent.change(select, { target: { value: 'rstne' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()[0]).toMatchObject({ method: 'PUT', body: { value: 'rstne' } }));
  });

  it('edits a string over 50 characters in a multi-line box and a short one in a line', async () => {
    serve();
    renderAdmin(<SystemSettingsTab />);
    const long = await edit('Site tagline');
    expect(within(long).getByRole('textbox', { name: 'Site tagline' }).tagName).toBe('TEXTAREA');
    const short = await edit('Short note');
    expect(within(short).getByRole('textbox', { name: 'Short note' }).tagName).toBe('INPUT');
  });

  it('edits a number with a numeric input and refuses a blank one', async () => {
    const api = serve({ 'PUT /api/system-settings/results_per_page': echo('results_per_page') });
    renderAdmin(<SystemSettingsTab />);
    const panel = await edit('Results per page');
    const input = within(panel).getByRole('spinbutton', { name: 'Results per page' });
    expect(input).toHaveValue(20);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Results per page must be a number');
    expect(api.writes()).toEqual([]);
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.writes()[0]).toMatchObject({
        url: '/api/system-settings/results_per_page',
        body: { value: '25' },
      }),
    );
  });

  it("shows the server's message when it refuses a value", async () => {
    serve({
      'PUT /api/system-settings/short_note': [400, { statusCode: 400, message: 'Short note must be text' }],
    });
    renderAdmin(<SystemSettingsTab />);
    const panel = await edit('Short note');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Short note must be text');
  });

  it('asks before deleting, with the spec text, and offers no delete for system settings', async () => {
    const api = serve({ 'DELETE /api/system-settings/site_tagline': [200, { deleted: true }] });
    renderAdmin(<SystemSettingsTab />);
    const system = await openSetting('Registration open');
    expect(within(system).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();

    const panel = await openSetting('Site tagline');
    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Site tagline' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete setting' });
    expect(dialog).toHaveTextContent(DELETE_SETTING_QUESTION);
    expect(DELETE_SETTING_QUESTION).toBe(
      'Are you sure you want to delete this setting? This action cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.click(within(panel).getByRole('button', { name: 'Delete Site tagline' }));
    dialog = screen.getByRole('dialog', { name: 'Delete setting' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        { method: 'DELETE', url: '/api/system-settings/site_tagline', body: undefined },
      ]),
    );
  });

  it('says so when a category is empty, and when there are no settings at all', async () => {
    serve();
    const view = renderAdmin(<SystemSettingsTab />);
    fireEvent.click(await screen.findByRole('tab', { name: 'mail' }));
    expect(await screen.findByText('No settings found in this category.')).toBeInTheDocument();
    view.unmount();

    fakeApi({ 'GET /api/system-settings/categories': [200, []] });
    renderAdmin(<SystemSettingsTab />);
    expect(await screen.findByText('No Settings Found')).toBeInTheDocument();
  });

  it('adds a setting: required fields and key pattern checked, string type, Protected off by default, no System flag', async () => {
    const api = serve({
      'POST /api/system-settings': (body) => [201, setting({ ...(body as SystemSetting), category: 'mail' })],
    });
    renderAdmin(<SystemSettingsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Setting' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Setting' });
    expect(within(dialog).getByLabelText('Category')).toHaveValue('general');
    expect(within(dialog).getByLabelText('Data type')).toHaveValue('string');
    expect(within(dialog).getByRole('checkbox', { name: /Protected/ })).not.toBeChecked();
    // The site's own settings are the system ones: an added setting cannot be made undeletable.
    expect(within(dialog).queryByRole('checkbox', { name: /System/ })).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Setting' }));
    for (const text of ['Key is required', 'Label is required', 'Category is required', 'Value is required'])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'Mail From' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Setting' }));
    expect(within(dialog).getByText(/^Key must start with a letter/)).toBeInTheDocument();
    expect(api.writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'mail.reply_to' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Reply-to address' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'mail' } });
    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'help@example.org' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Setting' }));
    await waitFor(() =>
      expect(api.writes()).toEqual([
        {
          method: 'POST',
          url: '/api/system-settings',
          body: {
            key: 'mail.reply_to',
            label: 'Reply-to address',
            value: 'help@example.org',
            category: 'mail',
            dataType: 'string',
            isProtected: false,
            isSystem: false,
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'mail', selected: true })).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message when the key exists", async () => {
    serve({
      'POST /api/system-settings': [
        409,
        { statusCode: 409, message: 'A setting with the key site_tagline already exists' },
      ],
    });
    renderAdmin(<SystemSettingsTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add Setting' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Setting' });
    fireEvent.change(within(dialog).getByLabelText('Key'), { target: { value: 'site_tagline' } });
    fireEvent.change(within(dialog).getByLabelText('Label'), { target: { value: 'Tagline' } });
    fireEvent.change(within(dialog).getByLabelText('Data type'), { target: { value: 'boolean' } });
    expect(within(dialog).getByRole('switch', { name: 'Value' })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Setting' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A setting with the key site_tagline already exists',
    );
  });
});
