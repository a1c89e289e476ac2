import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Send = (o: InjectOptions) => Promise<LightMyRequestResponse>;

/**
 * What the signing page does before a party's first signature: reads the consent text's version from
 * the signer's view and agrees to it. `query`: the party's credentials (`signSetId=…&signToken=…` or
 * `signSetId=…&partyId=…` with the agent's bearer in `send`). Answers the consent's status code.
 */
export async function agreeToSign(send: Send, query: string, userAgent = 'SignTest/1.0'): Promise<number> {
  const view = await send({ url: `/offer/GetSignSetByToken?${query}` });
  if (view.statusCode !== 200) return view.statusCode;
  const { version } = (view.json() as { consent: { version: string } }).consent;
  const res = await send({
    method: 'POST',
    url: `/offer/GiveSigningConsentByParty?${query}`,
    payload: { version },
    headers: { 'user-agent': userAgent },
  });
  return res.statusCode;
}

/** The same over HTTP, for an API in a process of its own. */
export async function agreeToSignOver(baseUrl: string, query: string): Promise<number> {
  const view = await fetch(`${baseUrl}/offer/GetSignSetByToken?${query}`);
  if (view.status !== 200) return view.status;
  const { version } = ((await view.json()) as { consent: { version: string } }).consent;
  const res = await fetch(`${baseUrl}/offer/GiveSigningConsentByParty?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ version }),
  });
  return res.status;
}
