/**
 * The local mailbox (no SMTP_URL): the delivered mail as plain server-rendered HTML, every value
 * escaped, every URL of a message a link. No script; the one style block carries the answer's nonce.
 */
import type { MailAttachment, OutboxMail } from '../../mail/outboxRepo';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const TRAILING_PUNCTUATION = new Set(['.', ',', ';', ':', '!', '?', ')']);

/** The URL without the punctuation that ends the sentence around it, scanned from the end (a regex `[.,…]+$` is quadratic in a run of it). */
function withoutTrailingPunctuation(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(url[end - 1]!)) end -= 1;
  return url.slice(0, end);
}

/** Text with every http(s) URL as a link; everything escaped. */
export function linkifyText(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = withoutTrailingPunctuation(match[0]);
    out += escapeHtml(text.slice(last, match.index)) + `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index! + url.length;
  }
  return out + escapeHtml(text.slice(last));
}

const timeOf = (at: Date | string | null) => (at ? new Date(at).toISOString().replace('T', ' ').slice(0, 19) + ' UTC' : '');

const STYLE = `body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1a1a}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ccc}a{color:#4a148c}pre{white-space:pre-wrap;font-family:inherit}
dt{font-weight:600}dd{margin:0 0 .5rem 0}`;

function page(nonce: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** GET /mailbox: newest first. */
export function mailboxListPage(nonce: string, mails: readonly OutboxMail[]): string {
  const rows = mails
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.to)}</td><td><a href="/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td><td>${timeOf(m.sentOn)}</td></tr>`,
    )
    .join('\n');
  return page(
    nonce,
    'Mailbox - OfferDesk',
    `<h1>Mailbox</h1>
<p>Mail the API delivered to its local outbox (no SMTP_URL is set), newest first.</p>
${
  mails.length
    ? `<table>
<caption>Delivered mail</caption>
<thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Sent</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : '<p>No mail yet.</p>'
}`,
  );
}

const sizeOf = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);

/** The files a message carries, each a download link (GET /mailbox/{id}/attachments/{n}). */
function attachmentList(m: OutboxMail, attachments: readonly MailAttachment[]): string {
  if (!attachments.length) return '';
  const items = attachments
    .map((a) => `<li><a href="/mailbox/${m.id}/attachments/${a.n}">${escapeHtml(a.name)}</a> (${sizeOf(a.byteSize)})</li>`)
    .join('\n');
  return `\n<h2>Attachments</h2>\n<ul aria-label="Attachments">\n${items}\n</ul>`;
}

/** GET /mailbox/{id}: the headers, the text body and the attachments. */
export function mailboxMessagePage(nonce: string, m: OutboxMail, from: string, attachments: readonly MailAttachment[] = []): string {
  const header = (name: string, value: string) => `<dt>${name}</dt><dd>${escapeHtml(value)}</dd>`;
  return page(
    nonce,
    `${m.subject} - Mailbox - OfferDesk`,
    `<p><a href="/mailbox">Back to the mailbox</a></p>
<h1>${escapeHtml(m.subject)}</h1>
<h2>Headers</h2>
<dl>
${header('From', from)}
${header('To', m.to)}
${header('Subject', m.subject)}
${header('Date', timeOf(m.sentOn))}
${header('Message-ID', m.messageId)}
</dl>
<h2>Message</h2>
<pre>${linkifyText(m.text)}</pre>${attachmentList(m, attachments)}`,
  );
}
