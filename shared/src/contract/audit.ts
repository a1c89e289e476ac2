/**
 * The tamper-evident audit trail of an offer (docs/domain/audit.md) and the public check of a sealed
 * PDF (the verify page): the export of the trail as JSON or a readable PDF, and what a dropped PDF proves.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DOCUMENT_UPLOAD_MAX_BYTES } from './documents';
import { defineRoute, fileResponses, responses } from './route';
import { Id, NInt, NStr, StringEnum, Timestamp } from './schema';

const tags = ['audit'];

/** The format name an exported trail carries; `npm run verify-audit` reads this one. */
export const AUDIT_TRAIL_FORMAT = 'offerdesk-audit-trail/1';

/** One activity of the trail: the hashed fields (docs/domain/audit.md#canonical-content), its hash, and what a person reads. */
export const AuditEntry = Type.Object({
  id: Type.Integer({ description: "The activity's id (not hashed)." }),
  seq: Type.Integer({ description: 'Its place in the offer’s chain, from 1.' }),
  offerId: Type.Integer(),
  action: Type.String(),
  actorUserId: NInt(),
  actorPartyId: NInt(),
  createdOn: Type.String({ description: 'ISO 8601, UTC, milliseconds: hashed as written.' }),
  details: Type.Unknown({ description: 'The activity’s details as recorded.' }),
  prevHash: NStr(),
  hash: Type.String({ description: 'SHA-256 (hex) of the canonical content.' }),
  actorName: NStr(),
  activity: Type.String({ description: 'The human text of the activity (not hashed).' }),
  withheld: Type.Optional(
    Type.Array(Type.String(), {
      description:
        "What this export leaves out for the caller ('details.reviewerEmail'): the hash is the stored one, so it links but cannot be recomputed from this entry.",
    }),
  ),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditCheck = Type.Object({
  intact: Type.Boolean(),
  message: Type.String({ description: "'Intact: …' or the first broken link." }),
});
export type AuditCheck = Static<typeof AuditCheck>;

export const AuditTrail = Type.Object({
  format: Type.Literal(AUDIT_TRAIL_FORMAT),
  offerId: Type.Integer(),
  offerAddress: Type.String(),
  exportedOn: Timestamp(),
  head: Type.Object({ seq: Type.Integer(), hash: NStr() }, { description: 'Where the offer’s chain ends as the database keeps it.' }),
  check: AuditCheck,
  entries: Type.Array(AuditEntry),
});
export type AuditTrail = Static<typeof AuditTrail>;

export const VERIFY_VERDICTS = ['intact', 'changed', 'notOurs'] as const;
export type VerifyVerdict = (typeof VERIFY_VERDICTS)[number];

export const VerifiedSigner = Type.Object({ name: Type.String(), role: Type.String(), signedOn: NStr() });

/** What a dropped PDF proves; the offer's facts only when the file is intact and is one this OfferDesk keeps. */
export const VerifyResult = Type.Object({
  verdict: StringEnum(VERIFY_VERDICTS),
  message: Type.String({ description: 'One sentence for a person.' }),
  sealedBy: NStr(),
  sealedOn: NStr(),
  appendedBytes: NInt(),
  document: Type.Union(
    [
      Type.Object({
        kind: StringEnum(['signedDocument', 'certificate'] as const),
        name: Type.String(),
        offerId: Type.Integer(),
        offerAddress: Type.String(),
        signSetId: Type.Integer(),
        completedOn: NStr(),
        signers: Type.Array(VerifiedSigner),
      }),
      Type.Null(),
    ],
    { description: 'The kept file the upload is, byte for byte; null when it is not one.' },
  ),
});
export type VerifyResult = Static<typeof VerifyResult>;

const idParams = Type.Object({ id: Id({ description: 'the offer id' }) });

export const auditRoutes = {
  auditTrail: defineRoute({
    method: 'GET',
    url: '/offer/DownloadAuditTrail/:id',
    auth: 'agent',
    summary: "The offer's whole audit trail in chain order with each activity's hashes and the check of the chain (owner or a party)",
    tags,
    schema: { params: idParams, response: responses(AuditTrail, 400, 401, 404) },
  }),
  auditTrailPdf: defineRoute({
    method: 'GET',
    url: '/offer/DownloadAuditTrailPdf/:id',
    auth: 'agent',
    summary: "The offer's audit trail as a readable PDF: every activity, who and when, its hashes, and the check of the chain",
    tags,
    produces: 'application/pdf',
    schema: { params: idParams, response: fileResponses(400, 401, 404) },
  }),
  verifyDocument: defineRoute({
    method: 'POST',
    url: '/verify/document',
    auth: 'public',
    summary: `Checks a PDF (multipart field 'file', at most ${DOCUMENT_UPLOAD_MAX_BYTES / 1024 / 1024} MB) against this OfferDesk's seal; the file is not kept`,
    description:
      'The same check as pdfsig: the signature covers the whole file and verifies with the seal certificate. Rate-limited per caller (429); a check that runs past its time budget answers 422.',
    tags,
    consumes: ['multipart/form-data'],
    schema: { response: responses(VerifyResult, 400, 413, 422, 429) },
  }),
};
