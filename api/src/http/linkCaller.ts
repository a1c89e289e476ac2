/**
 * The credential of a portal request: the party (or reviewer) link token in the X-Party-Link
 * header, else a signed-in agent's bearer where the route takes one. A link token in the address
 * (query `t`) is refused with 400: addresses end up in logs, histories and Referer headers.
 */
import type { FastifyRequest } from 'fastify';
import { LINK_IN_ADDRESS_MESSAGE, LINK_TOKEN_PATTERN, PARTY_LINK_HEADER, PARTY_LINK_PARAM } from '@offerdesk/shared/contract';
import { badField } from './errors';
import type { PortalCaller } from '../features/portal/partyLinks';
import { bearerAgent } from './bearer';

const TOKEN = new RegExp(LINK_TOKEN_PATTERN);
const HEADER = PARTY_LINK_HEADER.toLowerCase();

export const MALFORMED_LINK_MESSAGE = 'A party link token is 43 characters: letters, digits, - and _.';

/** The link token of the request's header ('' when absent); 400 for one not of a token's shape or one in the address. */
export function linkTokenOf(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && Object.hasOwn(query, PARTY_LINK_PARAM)) throw badField(PARTY_LINK_PARAM, LINK_IN_ADDRESS_MESSAGE);
  const value = request.headers[HEADER];
  const token = (Array.isArray(value) ? value[0] : value) ?? '';
  if (token && !TOKEN.test(token)) throw badField(PARTY_LINK_HEADER, MALFORMED_LINK_MESSAGE);
  return token;
}

/** A link-only route's caller: the header's token, or nobody (a bearer does not count). */
export const linkOnlyCaller = (request: FastifyRequest): PortalCaller => {
  const token = linkTokenOf(request);
  return token ? { kind: 'link', token } : { kind: 'none' };
};

/** The caller of a portal route: its link token, else a valid bearer of a signed-in agent, else nobody. */
export const portalCallerOf = (request: FastifyRequest, secret: Buffer): PortalCaller => {
  const link = linkOnlyCaller(request);
  if (link.kind === 'link') return link;
  const agent = bearerAgent(request, secret);
  return agent ? { kind: 'agent', agent } : { kind: 'none' };
};
