import { EMAIL_TEMPLATES, type EmailTemplateName } from '@strongs/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAdmin, type Routes } from '../test/admin-test-kit';
import { EmailTestTab, RECIPIENT_REQUIRED } from './email-test-tab';

const previews = Object.fromEntries(
  EMAIL_TEMPLATES.map((name: EmailTemplateName) => [
    `GET /api/admin/email/templates/${name}/preview`,
    [
      200,
      {
        templateName: name,
        subject: `Subject of ${name}`,
        html: `<h1>Body of ${name}</h1>`,
        text: `Body of ${name}`,
      },
    ],
  ]),
) as Routes;

const serve = (extra: Routes = {}) =>
  fakeApi({ ...previews, 'GET /api/admin/email/outbox': [200, []], ...extra });

describe('EmailTestTab', () => {
  it("renders each template's server preview in a sandbox without permissions", async () => {
    serve();
    renderAdmin(<EmailTestTab />);
    for (const name of EMAIL_TEMPLATES) {
      const frame = await screen.findByTitle(`Preview of ${name}: Subject of ${name}`);
      expect(frame.tagName).toBe('IFRAME');
      expect(frame).toHaveAttribute('sandbox', '');
      expect(frame).toHaveAttribute('srcdoc', `<h1>Body of ${name}</h1>`);
    }
  });

  it('requires a valid recipient before sending', async () => {
    const api = serve();
    renderAdmin(<EmailTestTab />);
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RECIPIENT_REQUIRED);
    expect(RECIPIENT_REQUIRED).toBe('Recipient required: Please enter a valid email address');
    expect(screen.getByLabelText('Recipient')).toHaveFocus();
    expect(api.writes()).toEqual([]);
  });

  it('sends the chosen template, then all samples, and says where they went: the SMTP server or only the outbox', async () => {
    const api = serve({
      'POST /api/admin/email/test': (body) => [
        200,
        {
          sent: true,
          messageId: '<1@x>',
          delivery: 'smtp',
          destination: 'SMTP server mail.example.org:587',
          ...(body as object),
        },
      ],
      'POST /api/admin/email/samples': [
        200,
        {
          sent: 3,
          messages: [
            {
              templateName: 'welcome_email',
              delivery: 'outbox',
              destination: 'outbox file a.eml',
              messageId: '<2@x>',
            },
          ],
        },
      ],
    });
    renderAdmin(<EmailTestTab />);
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'admin@example.org' } });
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'hebrew_word_of_day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    await waitFor(() =>
      expect(api.writes()[0]).toEqual({
        method: 'POST',
        url: '/api/admin/email/test',
        body: { recipient: 'admin@example.org', templateName: 'hebrew_word_of_day' },
      }),
    );
    expect(
      await screen.findByText('hebrew_word_of_day to admin@example.org: SMTP server mail.example.org:587'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Send All Samples' }));
    expect(await screen.findByText('Sample e-mails written to the outbox (not mailed)')).toBeInTheDocument();
    expect(
      screen.getByText('3 sample e-mails for admin@example.org: Written to the outbox only (not mailed)'),
    ).toBeInTheDocument();
    expect(api.writes()[1]).toEqual({
      method: 'POST',
      url: '/api/admin/email/samples',
      body: { recipient: 'admin@example.org' },
    });
  });

  it('lists the last messages with where each went and a preview', async () => {
    serve({
      'GET /api/admin/email/recent': [
        200,
        [
          {
            id: 1,
            recipient: 'a@b.co',
            subject: 'Welcome',
            templateName: 'welcome_email',
            delivery: 'outbox',
            destination: 'outbox file w.eml',
            messageId: '<1@x>',
            preview: 'Your account is ready',
            sentAt: '2026-11-01T10:00:00.000Z',
          },
        ],
      ],
    });
    renderAdmin(<EmailTestTab />);
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(screen.getByText('Written to the outbox only (not mailed)')).toBeInTheDocument();
    expect(screen.getByText('Your account is ready')).toBeInTheDocument();
  });

  it("lists the outbox's messages and shows a failed send's message", async () => {
    serve({
      'GET /api/admin/email/outbox': [
        200,
        [{ filename: '2026-11-01-welcome.eml', size: 2048, created: '2026-11-01T10:00:00.000Z' }],
      ],
      'POST /api/admin/email/samples': [400, { statusCode: 400, message: RECIPIENT_REQUIRED }],
    });
    renderAdmin(<EmailTestTab />);
    expect(await screen.findByText('2026-11-01-welcome.eml')).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'a@b.co' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send All Samples' }));
    expect(await screen.findByText('Failed to send emails')).toBeInTheDocument();
  });
});
