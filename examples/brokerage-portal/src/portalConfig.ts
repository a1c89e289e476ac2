/** What the portal's server hands its page at run time (/portal-config.json). */
export interface PortalConfig {
  /** The OfferDesk API: the portal signs its agents in there (POST /Token) and hands the mounted remotes its base. */
  apiBase: string;
  docApiBase: string;
  /** The OfferDesk shell, framed in the framed mode. */
  shellUrl: string;
  /** The signing service (mf-documents' signing page), which the documents workspace frames. */
  signingServiceUrl: string;
  /** Each remote's remoteEntry.js, by its federation name (mfOffersList, mfParties, mfDocuments). */
  remotes: Record<string, string>;
}

export async function readPortalConfig(): Promise<PortalConfig> {
  const res = await fetch('/portal-config.json', { cache: 'no-store' });
  if (!res.ok) throw new Error(`portal-config.json: ${res.status}`);
  return (await res.json()) as PortalConfig;
}
