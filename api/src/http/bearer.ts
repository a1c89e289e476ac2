import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/authenticate';
import { agentOrSigning } from '../auth/signingAuth';
import { verifyToken, type TokenSubject } from '../auth/token';

/** The signed-in agent of a request's valid bearer, else null (a route that also takes a link token does not need one). */
export const bearerAgent = (request: FastifyRequest, secret: Buffer): TokenSubject | null => {
  const token = bearerToken(request);
  return token === null ? null : verifyToken(secret, token);
};

/**
 * Who signs with a party route's `partyId` credentials: the bearer's agent, or the agent of a signing
 * session to sign as exactly that party (its contract is then the only one whose sets it opens).
 * Any other signing session opens nothing: a party route never reads it as an agent bearer.
 */
export function signerAgent(
  request: FastifyRequest,
  partyId: number | undefined,
  tokenSecret: Buffer,
  signingSecret: Buffer,
): { agent: TokenSubject | null; contractId?: number } {
  const found = agentOrSigning(bearerToken(request), tokenSecret, signingSecret);
  if (!found) return { agent: null, contractId: undefined };
  const { agent, session } = found;
  if (!session) return { agent, contractId: undefined };
  if (session.purpose !== 'sign' || partyId === undefined || session.partyId !== partyId) return { agent: null, contractId: undefined };
  return { agent, contractId: session.contractId };
}
