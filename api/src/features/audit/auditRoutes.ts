import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { contract, DOCUMENT_UPLOAD_MAX_BYTES } from '@offerdesk/shared/contract';
import { countAttempt } from '../../auth/signInAttemptsRepo';
import type { Db } from '../../db/db';
import type { RouteDeps } from '../../http/deps';
import { AppError } from '../../http/errors';
import { route } from '../../http/route';
import { readUpload } from '../documents/documentRoutes';
import { offerRoute } from '../offers/offerAccess';
import { sendPdf } from '../signing/signingRoutes';
import { auditTrailOf, auditTrailPdfOf } from './auditTrailService';
import { verifyDocument } from './verifyDocumentService';

const { audit } = contract;

/** The offer's audit trail for whoever may read the offer (owner or a party), each with what it may read. */
export function auditTrailRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  const anySide = { need: 'anySide', offerId: (r: { params: { id: number } }) => r.params.id } as const;
  offerRoute(app, db, audit.auditTrail, anySide, (_r, access) => auditTrailOf(db, access.id, access));
  offerRoute(app, db, audit.auditTrailPdf, anySide, async (_r, access, reply) =>
    sendPdf(reply, await auditTrailPdfOf(db, access.id, access)),
  );
}

/** Checks of the verify page per caller address and minute, counted in the database so every API instance counts each. */
export const VERIFY_PER_ADDRESS_PER_MINUTE = 20;

function verifyRateLimit(db: Db): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const key = createHash('sha256').update(`verify-address|${request.ip}`).digest('hex');
    const count = await countAttempt(db, key, 60);
    if (count.attempts <= VERIFY_PER_ADDRESS_PER_MINUTE) return;
    reply.header('retry-after', String(count.secondsLeft));
    throw new AppError(429, 'rate_limited', `Too many checks. Try again in ${count.secondsLeft} seconds.`);
  };
}

/** The verify page's public check of a dropped PDF (the file is read in memory and not kept). */
export async function verifyDocumentRoutes(app: FastifyInstance, { db, sealKey }: RouteDeps): Promise<void> {
  await app.register(async (open) => {
    await open.register(multipart, { limits: { fileSize: DOCUMENT_UPLOAD_MAX_BYTES, files: 1 } });
    route(open, audit.verifyDocument, async (request) => verifyDocument(db, sealKey(), (await readUpload(request)).bytes), {
      preHandler: verifyRateLimit(db),
    });
  });
}
