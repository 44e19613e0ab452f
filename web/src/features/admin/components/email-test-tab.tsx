import { EMAIL_TEMPLATES, type EmailTemplateName } from '@strongs/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/request';
import { useSendSampleEmails } from '../api/send-sample-emails';
import { useSendTestEmail } from '../api/send-test-email';
import { EmailOutbox } from './email-outbox';
import { deliveryLabel, EmailRecent } from './email-recent';
import { EmailPreview } from './email-preview';
import { FormField, fieldAria } from './form-field';

export const RECIPIENT_REQUIRED = 'Recipient required: Please enter a valid email address';
/** A quick shape check; the server's IsEmail has the last word. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Email Test: send one template or all samples to a recipient, preview each template, list the outbox. */
export function EmailTestTab() {
  const [recipient, setRecipient] = useState('');
  const [template, setTemplate] = useState<EmailTemplateName>(EMAIL_TEMPLATES[0]);
  const [error, setError] = useState<string | null>(null);
  const sendTest = useSendTestEmail();
  const sendSamples = useSendSampleEmails();
  const toast = useToast();
  const ids = { recipient: useId(), template: useId() };
  const busy = sendTest.isPending || sendSamples.isPending;

  const checkedRecipient = (): string | null => {
    const value = recipient.trim();
    if (!EMAIL_SHAPE.test(value)) {
      setError(RECIPIENT_REQUIRED);
      document.getElementById(ids.recipient)?.focus();
      return null;
    }
    setError(null);
    return value;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const to = checkedRecipient();
    if (!to) return;
    sendTest.mutateAsync({ recipient: to, templateName: template }).then(
      (result) =>
        toast({
          title:
            result.delivery === 'smtp'
              ? 'Test e-mail sent'
              : 'Test e-mail written to the outbox (not mailed)',
          description: `${result.templateName} to ${result.recipient}: ${result.destination}`,
          variant: 'success',
        }),
      (err: unknown) =>
        toast({
          title: 'Failed to send test e-mail',
          description: errorMessage(err, 'Failed to send test e-mail'),
          variant: 'error',
        }),
    );
  };

  const sendAll = () => {
    const to = checkedRecipient();
    if (!to) return;
    sendSamples.mutateAsync(to).then(
      (result) => {
        const outbox = result.messages?.some((m) => m.delivery === 'outbox');
        toast({
          title: outbox ? 'Sample e-mails written to the outbox (not mailed)' : 'Sample e-mails sent',
          description: `${result.sent} sample e-mails for ${to}: ${deliveryLabel(outbox ? 'outbox' : 'smtp')}`,
          variant: 'success',
        });
      },
      (err: unknown) =>
        toast({
          title: 'Failed to send emails',
          description: errorMessage(err, 'Failed to send emails'),
          variant: 'error',
        }),
    );
  };

  return (
    <section aria-labelledby="email-test-title">
      <h2 id="email-test-title">Email Test</h2>
      <form className="admin-form" onSubmit={submit} noValidate aria-label="Send a test e-mail">
        <FormField id={ids.recipient} label="Recipient" error={error} announceError>
          <input
            {...fieldAria(ids.recipient, error)}
            className="input"
            type="email"
            autoComplete="email"
            value={recipient}
            onChange={(e) => setRecipient(e.target.value)}
          />
        </FormField>
        <FormField id={ids.template} label="Template">
          <select
            id={ids.template}
            className="select"
            value={template}
            onChange={(e) => setTemplate(e.target.value as EmailTemplateName)}
          >
            {EMAIL_TEMPLATES.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </FormField>
        <div className="actions">
          <button type="submit" className="button button-primary" disabled={busy}>
            {sendTest.isPending ? 'Sending…' : 'Send Test Email'}
          </button>
          <button type="button" className="button" onClick={sendAll} disabled={busy}>
            {sendSamples.isPending ? 'Sending…' : 'Send All Samples'}
          </button>
        </div>
      </form>
      <h3>Template previews</h3>
      <p className="muted">Rendered by the server with sample data, exactly as they are sent.</p>
      <div className="admin-email-previews">
        {EMAIL_TEMPLATES.map((name) => (
          <EmailPreview key={name} name={name} />
        ))}
      </div>
      <EmailRecent />
      <EmailOutbox />
    </section>
  );
}
