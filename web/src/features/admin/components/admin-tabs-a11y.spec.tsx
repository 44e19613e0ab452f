import axe from 'axe-core';
import { EMAIL_TEMPLATES } from '@strongs/contracts';
import { fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { fakeApi, renderAdmin } from '../test/admin-test-kit';
import { AdminBotTab } from './admin-bot-tab';
import { AdvertisementsTab } from './advertisements-tab';
import { CustomPagesTab } from './custom-pages-tab';
import { EmailTestTab } from './email-test-tab';
import { SystemSettingsTab } from './system-settings-tab';
import { UsersTab } from './users-tab';

const stamp = '2026-11-01T10:00:00.000Z';

beforeEach(() => {
  fakeApi({
    'GET /api/admin/advertisements': [
      200,
      [
        {
          id: 1,
          title: 'Ad',
          content: '<p>x</p>',
          position: 'sidebar',
          linkUrl: null,
          active: true,
          createdAt: stamp,
          updatedAt: stamp,
        },
      ],
    ],
    'GET /api/admin/pages': [
      200,
      [
        {
          id: 1,
          title: 'About',
          slug: 'about',
          content: '<p>x</p>',
          active: true,
          createdAt: stamp,
          updatedAt: stamp,
        },
      ],
    ],
    'GET /api/admin/bot/instructions': [
      200,
      [{ id: 1, directive: 'prioritize lexicon', priority: 60, isActive: true, createdAt: stamp }],
    ],
    'GET /api/admin/bot/logs': [
      200,
      [
        {
          id: 1,
          action: 'BOT RESUMPTION',
          details: 'I Am Back On Mission SIR!',
          status: 'success',
          createdAt: stamp,
        },
      ],
    ],
    'GET /api/admin/bot/repairs': [200, []],
    'GET /api/admin/bot/errors': [200, []],
    'GET /api/admin/email/outbox': [200, [{ filename: 'a.eml', size: 10, created: stamp }]],
    ...Object.fromEntries(
      EMAIL_TEMPLATES.map((name) => [
        `GET /api/admin/email/templates/${name}/preview`,
        [200, { templateName: name, subject: name, html: '<p>Hi</p>', text: 'Hi' }],
      ]),
    ),
    'GET /api/admin/users?page=1&perPage=20': [
      200,
      {
        users: [
          {
            id: 1,
            username: 'keeper',
            role: 'admin',
            email: 'keeper@example.org',
            createdAt: stamp,
            disabledAt: null,
          },
          { id: 2, username: 'naomi', role: 'user', email: null, createdAt: stamp, disabledAt: stamp },
        ],
        total: 2,
        page: 1,
        perPage: 20,
      },
    ],
    'GET /api/system-settings/categories': [200, ['general']],
    'GET /api/system-settings/category/general': [
      200,
      [
        {
          key: 'registration_open',
          label: 'Registration open',
          value: 'true',
          category: 'general',
          dataType: 'boolean',
          description: 'Whether visitors may register',
          defaultValue: 'true',
          options: null,
          isProtected: false,
          isSystem: true,
          updatedAt: stamp,
        },
      ],
    ],
  });
});

/**
 * Structure rules only: jsdom neither lays out nor draws, so the rules that need it (colour contrast,
 * icon-ligature text) are left to the browser e2e run.
 */
async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

async function check(ui: ReactElement, ready: string, act?: () => void) {
  renderAdmin(ui);
  await screen.findByText(ready);
  act?.();
  expect(await violations()).toEqual([]);
}

describe('admin tabs pass axe', () => {
  it('Advertisements, with its form and list', () => check(<AdvertisementsTab />, 'Ad'));
  it('Custom Pages, with the form showing its errors', () =>
    check(<CustomPagesTab />, 'About', () =>
      fireEvent.click(screen.getByRole('button', { name: 'Create page' })),
    ));
  it('ADMIN BOT, with the banner and the directives', () => check(<AdminBotTab />, 'prioritize lexicon'));
  it('Email Test, with previews and outbox', () => check(<EmailTestTab />, 'a.eml'));
  it('System Settings, with a setting open for editing', () =>
    check(<SystemSettingsTab />, 'Registration open', () => {
      fireEvent.click(screen.getByRole('button', { name: /^Registration open/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Edit Registration open' }));
    }));
  it('Users, with the table and the Disable confirmation', () =>
    check(<UsersTab currentUserId={1} />, '2 accounts', () =>
      fireEvent.click(screen.getByRole('button', { name: 'Disable keeper' })),
    ));
  it('the Add Setting dialog', () =>
    check(<SystemSettingsTab />, 'Registration open', () =>
      fireEvent.click(screen.getByRole('button', { name: 'Add Setting' })),
    ));
});
