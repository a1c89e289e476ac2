/** Shared: the party portal prints the offer from a party's link and the documents remote's preview page prints it too. */
import type { PrintOfferBody } from '@offerdesk/shared/contract';
import { contract, type ApiClient } from '@offerdesk/shared';

/** POST /offer/PrintOffer; `t` is the party (or reviewer) link token of the page's address, sent in the X-Party-Link header. */
export const printPortalOffer = (api: ApiClient, body: PrintOfferBody, t: string | undefined, signal?: AbortSignal) =>
  api.download(contract.portal.printOffer, { link: t, body, signal });
