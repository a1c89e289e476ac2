/**
 * The check `pdfsig` makes of a sealed PDF, against this OfferDesk's seal (docs/domain/audit.md#verify-page):
 * a signature dictionary's /ByteRange [0 a b c] leaves out only its /Contents; the CMS there was made
 * with the seal's certificate, its signed attributes verify with the certificate's key and carry the
 * SHA-256 of the covered bytes, and the covered bytes reach the file's end (else bytes were added
 * after the seal). Any input, however broken, gets an answer, never a throw, in time linear in its size
 * (./signatureGaps). It runs in the PDF worker pool (./pdfTasks): arguments are plain bytes.
 */
import { createHash, createPublicKey, verify as rsaVerify } from 'node:crypto';
import forge from 'node-forge';
import type { SealKey } from './sealPdf';
import { sealCertificateDer } from './sealSigner';
import { signatureGaps } from './signatureGaps';

const { asn1, pki } = forge;
const MESSAGE_DIGEST = '1.2.840.113549.1.9.4';
const SIGNING_TIME = '1.2.840.113549.1.9.5';

export type SealCheck =
  | { kind: 'notPdf' }
  | { kind: 'unsealed' }
  | { kind: 'otherSeal'; subject: string | null }
  | { kind: 'changed'; subject: string; sealedOn: string | null }
  | { kind: 'sealed'; subject: string; sealedOn: string | null; appendedBytes: number; sealedLength: number };

const subjectOf = (cert: forge.pki.Certificate) =>
  cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', ');

interface ParsedCms {
  certDer: string;
  subject: string;
  signedAttrsDer: Buffer;
  digest: Buffer | null;
  sealedOn: string | null;
  signature: Buffer;
  publicKeyPem: string;
}

/** The parts of a detached CMS SignedData with one signer that the check needs; null for anything else. */
function parseCms(der: Buffer): ParsedCms | null {
  try {
    const contentInfo = asn1.fromDer(forge.util.createBuffer(der.toString('binary')), false);
    const signedData = (contentInfo.value as forge.asn1.Asn1[])[1]!.value[0] as forge.asn1.Asn1;
    const parts = signedData.value as forge.asn1.Asn1[];
    const certsPart = parts.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
    const signerInfo = (parts[parts.length - 1]!.value as forge.asn1.Asn1[])[0]!;
    const info = signerInfo.value as forge.asn1.Asn1[];
    const attrsPart = info.find((p) => p.tagClass === asn1.Class.CONTEXT_SPECIFIC && p.type === 0);
    const signaturePart = info[info.length - 1]!;
    if (!certsPart || !attrsPart) return null;
    const cert = pki.certificateFromAsn1((certsPart.value as forge.asn1.Asn1[])[0]!);
    const attrs = attrsPart.value as forge.asn1.Asn1[];
    const attr = (id: string) =>
      attrs.find((a) => asn1.derToOid((a.value as forge.asn1.Asn1[])[0]!.value as string) === id)?.value[1] as forge.asn1.Asn1 | undefined;
    const digest = attr(MESSAGE_DIGEST)?.value[0] as forge.asn1.Asn1 | undefined;
    const time = attr(SIGNING_TIME)?.value[0] as forge.asn1.Asn1 | undefined;
    // The signature covers the attributes DER-encoded as a SET (they travel as [0] IMPLICIT).
    const asSet = asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attrs);
    return {
      certDer: asn1.toDer(pki.certificateToAsn1(cert)).getBytes(),
      subject: subjectOf(cert),
      signedAttrsDer: Buffer.from(asn1.toDer(asSet).getBytes(), 'binary'),
      digest: digest ? Buffer.from(digest.value as string, 'binary') : null,
      sealedOn: time ? asn1.utcTimeToDate(time.value as string).toISOString() : null,
      signature: Buffer.from(signaturePart.value as string, 'binary'),
      publicKeyPem: pki.publicKeyToPem(cert.publicKey),
    };
  } catch {
    return null;
  }
}

const signatureVerifies = (cms: ParsedCms) => {
  try {
    return rsaVerify('sha256', cms.signedAttrsDer, createPublicKey(cms.publicKeyPem), cms.signature);
  } catch {
    return false;
  }
};

/** Checks `bytes` against the seal certificate whose DER is `sealCertDer`. */
export function verifySeal(bytes: Uint8Array, sealCertDer: Uint8Array): SealCheck {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!file.subarray(0, 1024).toString('latin1').includes('%PDF-')) return { kind: 'notPdf' };
  const ours = Buffer.from(sealCertDer.buffer, sealCertDer.byteOffset, sealCertDer.byteLength).toString('binary');
  const signatures = signatureGaps(file);
  if (signatures.length === 0) return { kind: 'unsealed' };
  let other: string | null = null;
  let changed: { subject: string; sealedOn: string | null } | null = null;
  for (const sig of signatures) {
    const cms = parseCms(sig.cms);
    if (!cms) continue;
    if (cms.certDer !== ours) {
      other ??= cms.subject;
      continue;
    }
    if (!signatureVerifies(cms)) {
      other ??= cms.subject;
      continue;
    }
    const digest = createHash('sha256').update(sig.covered[0]).update(sig.covered[1]).digest();
    if (!cms.digest || !digest.equals(cms.digest)) {
      changed ??= { subject: cms.subject, sealedOn: cms.sealedOn };
      continue;
    }
    return { kind: 'sealed', subject: cms.subject, sealedOn: cms.sealedOn, appendedBytes: file.length - sig.end, sealedLength: sig.end };
  }
  if (changed) return { kind: 'changed', ...changed };
  return other ? { kind: 'otherSeal', subject: other } : { kind: 'unsealed' };
}

/** The check against the seal of `sealKey`: its certificate is read from the key bundle here, in the worker (once per thread). */
export const verifyAgainstSeal = (bytes: Uint8Array, sealKey: SealKey): SealCheck => verifySeal(bytes, sealCertificateDer(sealKey));
