/**
 * Where a signing page may send the signer afterwards (successurl, redirectUrl, accounturl,
 * addSellerParty): only an http(s) address on this app's own origin or on the deployment's
 * allowed parent origin; anything else (another site, javascript:, data:) is ignored.
 */
export function allowedRedirect(raw: string | null, allowedOrigins: ReadonlyArray<string | null>, base: string): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return allowedOrigins.some((o) => o && o === url.origin) ? url.toString() : null;
}

let deploymentOrigins: readonly string[] = [];

/**
 * The signing service's own page (signing.html) sets the deployment's front ends it sends signers
 * back to: the shell and the party portal, which are other origins there. Under the shell: none.
 */
export function setRedirectOrigins(origins: readonly (string | null)[]): void {
  deploymentOrigins = origins.filter((o): o is string => !!o);
}

/** Where a signer may be sent back to: this origin, the allowed parent, the deployment's front ends. */
export const redirectOrigins = (parentOrigin: string | null): (string | null)[] => [
  window.location.origin,
  parentOrigin,
  ...deploymentOrigins,
];

export interface SignerQuery {
  successUrl: string | null;
  redirectUrl: string | null;
  accountUrl: string | null;
  partyId: number | null;
  /** After signing go to the add-seller page (redirectToAddSellerParty=true and addSellerParty=<url>). */
  addSellerUrl: string | null;
}

/** The signer page's query, each address checked (see allowedRedirect); case of successurl/successUrl accepted. */
export function readSignerQuery(params: URLSearchParams, allowedOrigins: ReadonlyArray<string | null>, base: string): SignerQuery {
  const get = (...names: string[]) => names.map((n) => params.get(n)).find((v) => v !== null) ?? null;
  const partyId = Number(get('partyId'));
  const wantsAddSeller = get('redirectToAddSellerParty') === 'true';
  return {
    successUrl: allowedRedirect(get('successurl', 'successUrl'), allowedOrigins, base),
    redirectUrl: allowedRedirect(get('redirectUrl', 'redirecturl'), allowedOrigins, base),
    accountUrl: allowedRedirect(get('accounturl', 'accountUrl'), allowedOrigins, base),
    partyId: Number.isInteger(partyId) && partyId > 0 ? partyId : null,
    addSellerUrl: wantsAddSeller ? allowedRedirect(get('addSellerParty'), allowedOrigins, base) : null,
  };
}
