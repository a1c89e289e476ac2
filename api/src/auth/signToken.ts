import { createHash, randomBytes } from 'node:crypto';

/** A signer's capability token: 256 random bits, base64url (43 characters); never derived from ids. */
export const newSignToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its SHA-256 in hex (a leaked table reveals no working link). */
export const signTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
