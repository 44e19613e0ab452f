import type { MailTemplateName } from '@strongs/contracts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** What the sent-mails log keeps instead of `text`, when the text holds a secret (a one-time link). */
  loggedText?: string;
}

export interface WelcomeData {
  username: string;
}

export interface BotAlertData {
  kind: 'repair' | 'error report';
  title: string;
  location: string;
  details: string;
}

export interface WordOfDayData {
  strongs: string;
  lemma: string;
  transliteration: string;
  definition: string;
  reference: string;
  verseText: string;
}

/** The link an account asked for to confirm its address (services/auth email-verification). */
export interface VerifyEmailData {
  username: string;
  link: string;
  hours: number;
}

export interface TemplateData {
  welcome_email: WelcomeData;
  verify_email: VerifyEmailData;
  admin_bot_alert: BotAlertData;
  hebrew_word_of_day: WordOfDayData;
}

const escape = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

function layout(siteName: string, heading: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(heading)}</title></head>
<body style="margin:0;background:#f5f1e8;font-family:Georgia,serif;color:#2b2118">
<table width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table width="600" cellpadding="24" cellspacing="0" style="background:#ffffff;border-radius:8px">
<tr><td style="background:#5b3a1a;color:#f5f1e8;font-size:20px">${escape(siteName)}</td></tr>
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${escape(heading)}</h1>${body}</td></tr>
</table></td></tr></table></body></html>`;
}

const verifyText = (username: string, link: string, hours: number): string =>
  `Confirm your e-mail address, ${username}\n\nFollow this link to confirm that this address is yours:\n${link}\n\nIt works once, for ${hours} hours. If you did not ask for it, ignore this e-mail: nothing changes.\n`;

type Renderer<N extends MailTemplateName> = (data: TemplateData[N], siteName: string) => RenderedEmail;

const RENDERERS: { [N in MailTemplateName]: Renderer<N> } = {
  welcome_email: ({ username }, siteName) => ({
    subject: `Welcome to ${siteName}`,
    html: layout(
      siteName,
      `Welcome, ${username}!`,
      `<p>Your account is ready. Search the Scriptures, open any Strong's number and compare versions side by side.</p>`,
    ),
    text: `Welcome, ${username}!\n\nYour account at ${siteName} is ready. Search the Scriptures, open any Strong's number and compare versions side by side.\n`,
  }),
  verify_email: ({ username, link, hours }, siteName) => ({
    subject: `Confirm your e-mail address for ${siteName}`,
    html: layout(
      siteName,
      `Confirm your e-mail address, ${username}`,
      `<p>Follow this link to confirm that this address is yours:</p>
<p><a href="${escape(link)}" style="color:#5b3a1a">${escape(link)}</a></p>
<p>It works once, for ${hours} hours. If you did not ask for it, ignore this e-mail: nothing changes.</p>`,
    ),
    text: verifyText(username, link, hours),
    loggedText: verifyText(username, '(the link is not kept)', hours),
  }),
  admin_bot_alert: ({ kind, title, location, details }, siteName) => ({
    subject: `[ADMIN BOT] New ${kind}: ${title}`,
    html: layout(
      siteName,
      `ADMIN BOT filed a new ${kind}`,
      `<p><strong>${escape(title)}</strong></p><p>Location: ${escape(location)}</p><p>${escape(details)}</p>
<p>Review it in the ADMIN BOT tab of the admin dashboard.</p>`,
    ),
    text: `ADMIN BOT filed a new ${kind}\n\n${title}\nLocation: ${location}\n${details}\n\nReview it in the ADMIN BOT tab of the admin dashboard.\n`,
  }),
  hebrew_word_of_day: (w, siteName) => ({
    subject: `Hebrew word of the day: ${w.transliteration} (${w.strongs})`,
    html: layout(
      siteName,
      'Hebrew word of the day',
      `<p style="font-size:32px;direction:rtl;margin:0" lang="he">${escape(w.lemma)}</p>
<p><em>${escape(w.transliteration)}</em> · ${escape(w.strongs)}</p><p>${escape(w.definition)}</p>
<blockquote style="border-left:3px solid #5b3a1a;margin:0;padding-left:12px">${escape(w.verseText)}<br>— ${escape(w.reference)}</blockquote>`,
    ),
    text: `Hebrew word of the day\n\n${w.lemma}\n${w.transliteration} (${w.strongs})\n${w.definition}\n\n"${w.verseText}" (${w.reference})\n`,
  }),
};

export function renderEmail<N extends MailTemplateName>(
  name: N,
  data: TemplateData[N],
  siteName: string,
): RenderedEmail {
  return (RENDERERS[name] as Renderer<N>)(data, siteName);
}
