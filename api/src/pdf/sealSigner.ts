/**
 * The seal's PKCS#7 (CMS SignedData, detached, adbe.pkcs7.detached) made with Node's crypto: the
 * PKCS#12 bundle is read once per key (node-forge, its slow part), the file's SHA-256 and the RSA
 * signature over the signed attributes come from OpenSSL. The same structure as @signpdf's
 * P12Signer (contentType, signingTime, messageDigest, in that order), several times faster.
 */
import { createHash, createPrivateKey, sign as rsaSign, type KeyObject } from 'node:crypto';
import { P12Signer } from '@signpdf/signer-p12';
import forge from 'node-forge';
import type { SealKey } from './sealPdf';

const { asn1, pki } = forge;
const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};
const U = asn1.Class.UNIVERSAL;
const T = asn1.Type;
const seq = (...items: forge.asn1.Asn1[]) => asn1.create(U, T.SEQUENCE, true, items);
const set = (...items: forge.asn1.Asn1[]) => asn1.create(U, T.SET, true, items);
const oid = (id: string) => asn1.create(U, T.OID, false, asn1.oidToDer(id).getBytes());
const algorithm = (id: string) => seq(oid(id), asn1.create(U, T.NULL, false, ''));
const integer = (n: number) => asn1.create(U, T.INTEGER, false, asn1.integerToDer(n).getBytes());
const attribute = (id: string, value: forge.asn1.Asn1) => seq(oid(id), set(value));

interface ParsedKey {
  key: KeyObject;
  cert: forge.pki.Certificate;
}
/** Keyed by the bundle's content: in a PDF worker each task gets its own copy of the key. */
const parsed = new Map<string, ParsedKey>();

function parse(sealKey: SealKey): ParsedKey {
  const id = createHash('sha256').update(sealKey.p12).update(sealKey.passphrase).digest('hex');
  const known = parsed.get(id);
  if (known) return known;
  const der = Buffer.from(sealKey.p12).toString('binary');
  const p12 = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(forge.util.createBuffer(der)), false, sealKey.passphrase);
  const privateKey = p12.getBags({ bagType: pki.oids.pkcs8ShroudedKeyBag })[pki.oids.pkcs8ShroudedKeyBag]?.[0]?.key as
    forge.pki.rsa.PrivateKey | undefined;
  const certs = (p12.getBags({ bagType: pki.oids.certBag })[pki.oids.certBag] ?? [])
    .map((b) => b.cert)
    .filter((c): c is forge.pki.Certificate => !!c);
  const cert = certs.find((c) => privateKey && (c.publicKey as forge.pki.rsa.PublicKey).n.equals(privateKey.n));
  if (!privateKey || !cert) throw new Error('The sealing key bundle holds no certificate matching its private key.');
  const result = { key: createPrivateKey(pki.privateKeyToPem(privateKey)), cert };
  parsed.set(id, result);
  return result;
}

/** A @signpdf signer (it must be one) that signs with the key read once. */
export class SealSigner extends P12Signer {
  constructor(private readonly sealKey: SealKey) {
    super(sealKey.p12, { passphrase: sealKey.passphrase });
  }

  async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const { key, cert } = parse(this.sealKey);
    const digest = createHash('sha256').update(pdfBuffer).digest();
    const attrs = [
      attribute(OID.contentType, oid(OID.data)),
      attribute(OID.signingTime, asn1.create(U, T.UTCTIME, false, asn1.dateToUtcTime(signingTime ?? new Date()))),
      attribute(OID.messageDigest, asn1.create(U, T.OCTETSTRING, false, digest.toString('binary'))),
    ];
    // The signature covers the attributes as a SET; the SignerInfo carries them as [0] IMPLICIT.
    const signature = rsaSign('sha256', Buffer.from(asn1.toDer(set(...attrs)).getBytes(), 'binary'), key);
    const signerInfo = seq(
      integer(1),
      seq(pki.distinguishedNameToAsn1(cert.issuer), asn1.create(U, T.INTEGER, false, forge.util.hexToBytes(cert.serialNumber))),
      algorithm(OID.sha256),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, attrs),
      algorithm(OID.rsaEncryption),
      asn1.create(U, T.OCTETSTRING, false, signature.toString('binary')),
    );
    const signedData = seq(
      integer(1),
      set(algorithm(OID.sha256)),
      seq(oid(OID.data)),
      asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [pki.certificateToAsn1(cert)]),
      set(signerInfo),
    );
    const contentInfo = seq(oid(OID.signedData), asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [signedData]));
    return Buffer.from(asn1.toDer(contentInfo).getBytes(), 'binary');
  }
}

/** The seal's certificate (as the signatures carry it). */
export const sealCertificate = (sealKey: SealKey): forge.pki.Certificate => parse(sealKey).cert;

/** The seal's certificate as DER bytes (what a seal's CMS carries). */
export const sealCertificateDer = (sealKey: SealKey): Uint8Array =>
  Buffer.from(asn1.toDer(pki.certificateToAsn1(sealCertificate(sealKey))).getBytes(), 'binary');
