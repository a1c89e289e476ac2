/**
 * What each shipped document template prints about the parties: its merge-field keys and
 * `Signature.<Role>` for every role that signs it (docs/domain/parties.md, merge-field requirements).
 */
import { DOCUMENT_TEMPLATES } from './templateLibrary';

const KEYS_BY_CODE = new Map(
  DOCUMENT_TEMPLATES.map((d) => [
    d.code,
    d.pages.flat().flatMap((b) => {
      if (b.kind === 'field') return b.key.includes('.') ? [b.key] : [];
      return b.kind === 'signatures' ? b.roles.map((r) => `Signature.${r}`) : [];
    }),
  ]),
);

/** The keys the templates of these codes print, together; a code OfferDesk does not ship prints none. */
export const templateKeysOf = (codes: readonly string[]): ReadonlySet<string> => new Set(codes.flatMap((c) => KEYS_BY_CODE.get(c) ?? []));
