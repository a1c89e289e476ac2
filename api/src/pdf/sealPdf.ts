/**
 * Seals a completed PDF: a PDF digital signature (adbe.pkcs7.detached, PAdES-style) over the whole
 * file with the sealing key and certificate of a PKCS#12 bundle — from configuration, or
 * generated once into the data folder (self-signed, RSA 2048, ten years).
 */
import fs from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import signpdf from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';
import { SealSigner } from './sealSigner';

export interface SealKey {
  p12: Buffer;
  passphrase: string;
}

/** A self-signed sealing certificate and its key as PKCS#12. */
export function generateSealKey(commonName = 'OfferDesk document seal'): SealKey {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'OfferDesk' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(16).toString('hex');
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: '3des' });
  return { p12: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), passphrase };
}

/** The configured bundle, else one generated once into `<dataDir>/seal.p12` (with its passphrase beside it, mode 0600). */
export function loadSealKey(configured: { p12Path?: string; passphrase?: string }, dataDir: string): SealKey {
  if (configured.p12Path) return { p12: fs.readFileSync(configured.p12Path), passphrase: configured.passphrase ?? '' };
  const file = path.join(dataDir, 'seal.p12');
  const pass = path.join(dataDir, 'seal.pass');
  const read = () => ({ p12: fs.readFileSync(file), passphrase: fs.readFileSync(pass, 'utf8').trim() });
  if (fs.existsSync(file) && fs.existsSync(pass)) return read();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = generateSealKey();
  try {
    fs.writeFileSync(pass, key.passphrase, { mode: 0o600, flag: 'wx' });
    fs.writeFileSync(file, key.p12, { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    // Another process wrote it first: use theirs.
    return read();
  }
}

/** The PDF with a signature over the whole file. */
export async function sealPdf(bytes: Uint8Array, key: SealKey, reason = 'Signed by every party in OfferDesk'): Promise<Buffer> {
  const pdfDoc = await PDFDocument.load(bytes, { updateMetadata: false });
  pdflibAddPlaceholder({ pdfDoc, reason, contactInfo: 'OfferDesk', name: 'OfferDesk', location: 'OfferDesk', signatureLength: 8192 });
  // Without object streams, so the signature's byte range covers a classic cross-reference table.
  const prepared = Buffer.from(await pdfDoc.save({ useObjectStreams: false }));
  // In a PDF worker the key arrives as a structured clone (its bundle a Uint8Array): @signpdf wants a Buffer.
  return signpdf.sign(prepared, new SealSigner({ p12: Buffer.from(key.p12), passphrase: key.passphrase }));
}
