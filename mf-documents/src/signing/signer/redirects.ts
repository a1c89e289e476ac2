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
