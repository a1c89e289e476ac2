/**
 * The local mailbox, served only in local outbox mode (no SMTP_URL), only to a loopback client
 * that asked for a loopback host name (so a page elsewhere cannot read it through DNS rebinding);
 * anything else, and any id that is not a delivered message, is a 404. Not JSON contract routes:
 * HTML for a person on this machine.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/db';
import { mailboxListPage, mailboxMessagePage } from './mailboxPages';
import { isLoopbackRequest } from '../../http/loopbackRequest';
import { requestPathMatches } from '../../http/requestPath';
import { deliveredMail, deliveredMailById, mailAttachmentContents, mailAttachments } from '../../mail/outboxRepo';

export const MAILBOX_PATH = '/mailbox';
const LIST_LIMIT = 200;
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;

const MAILBOX_ADDRESS = /^\/+mailbox(?:\/|$)/i;

/** Whether a request is for the mailbox: its route, or (a preflight matches no route) its decoded path. */
export const isMailboxRequest = (request: FastifyRequest) => requestPathMatches(request, MAILBOX_ADDRESS);

/** No script, no frames, no forms; styles only with this answer's nonce; links opened carry no referrer. */
const contentSecurityPolicy = (nonce: string) =>
  `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

function sendPage(reply: FastifyReply, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', contentSecurityPolicy(nonce))
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .send(render(nonce));
}

const notFound = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not found');

export function mailboxRoutes(app: FastifyInstance, { db, from }: { db: Db; from: string }): void {
  app.get(MAILBOX_PATH, async (request, reply) => {
    if (!isLoopbackRequest(request)) return notFound(reply);
    const mails = await deliveredMail(db, LIST_LIMIT);
    return sendPage(reply, (nonce) => mailboxListPage(nonce, mails));
  });
  app.get<{ Params: { id: string } }>(`${MAILBOX_PATH}/:id`, async (request, reply) => {
    if (!isLoopbackRequest(request) || !ID_PATTERN.test(request.params.id)) return notFound(reply);
    const mail = await deliveredMailById(db, Number(request.params.id));
    if (!mail) return notFound(reply);
    const attachments = await mailAttachments(db, mail.id);
    return sendPage(reply, (nonce) => mailboxMessagePage(nonce, mail, from, attachments));
  });
  app.get<{ Params: { id: string; n: string } }>(`${MAILBOX_PATH}/:id/attachments/:n`, async (request, reply) => {
    const { id, n } = request.params;
    if (!isLoopbackRequest(request) || !ID_PATTERN.test(id) || !ID_PATTERN.test(n)) return notFound(reply);
    const mail = await deliveredMailById(db, Number(id));
    const [file] = mail ? await mailAttachmentContents(db, mail.id, Number(n)) : [];
    if (!file) return notFound(reply);
    return reply
      .type(file.contentType)
      .header('Content-Disposition', `attachment; filename="${file.name.replace(/[^\w .-]/g, '_')}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(Buffer.from(file.bytes));
  });
}
