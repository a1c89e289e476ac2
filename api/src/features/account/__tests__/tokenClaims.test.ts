import { issueSigningToken, verifySigningToken, type SigningScope } from '../../../auth/signingToken';
import { issueToken, signedToken, verifyToken, type TokenSubject } from '../../../auth/token';

/**
 * The claims both verifications read the same way: the agent's user, person and brokerage ids, and a
 * signing session's contract and party, are positive integers a database id can hold (1 to 2^31-1).
 * A token that names any other id is refused even when its signature is right.
 */
const SECRET = Buffer.from('token-claims-test-secret-32bytes');
const SIGNING_SECRET = Buffer.from('token-claims-signing-secret-32by');
const INT32_MAX = 2 ** 31 - 1;
const agent: TokenSubject = { userId: 11, personId: 22, brokerageId: 33 };
const assign: SigningScope = { agent, contractId: 44, partyId: null, purpose: 'assign' };
const toSign: SigningScope = { agent, contractId: 44, partyId: 55, purpose: 'sign' };

/** The claims of a token this API issued. */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;

/** The token with one claim changed, signed again under the same secret and header (a forgery only the secret's holder could make). */
function withClaim(secret: Buffer, token: string, name: string, value: unknown): string {
  return signedToken(secret, token.split('.')[0], { ...claimsOf(token), [name]: value });
}

const BAD_IDS: Array<[string, unknown]> = [
  ['0', 0],
  ['negative', -1],
  ['fractional', 1.5],
  ['a string', '7'],
  ['above 2^31-1', INT32_MAX + 1],
  ['above the safe integers', 2 ** 53],
  ['null', null],
];
const BAD_USER_IDS: Array<[string, unknown]> = [
  ['"0"', '0'],
  ['negative', '-1'],
  ['fractional', '1.5'],
  ['a number', 11],
  ['above 2^31-1', String(INT32_MAX + 1)],
];

describe('token claims', () => {
  const agentToken = issueToken(SECRET, agent, 60);
  const assignToken = issueSigningToken(SIGNING_SECRET, assign, 60);
  const signToken = issueSigningToken(SIGNING_SECRET, toSign, 60);

  it('verifies a valid token of each kind, and the largest ids the database holds', () => {
    expect(verifyToken(SECRET, agentToken)).toEqual(agent);
    expect(verifySigningToken(SIGNING_SECRET, assignToken)).toEqual(assign);
    expect(verifySigningToken(SIGNING_SECRET, signToken)).toEqual(toSign);
    const largest = { userId: INT32_MAX, personId: INT32_MAX, brokerageId: INT32_MAX };
    expect(verifyToken(SECRET, issueToken(SECRET, largest, 60))).toEqual(largest);
    const largestScope: SigningScope = { agent: largest, contractId: INT32_MAX, partyId: INT32_MAX, purpose: 'sign' };
    expect(verifySigningToken(SIGNING_SECRET, issueSigningToken(SIGNING_SECRET, largestScope, 60))).toEqual(largestScope);
    // Re-signing unchanged claims gives the same token: the refusals below come from the claim alone.
    expect(withClaim(SECRET, agentToken, 'pid', agent.personId)).toBe(agentToken);
    expect(withClaim(SIGNING_SECRET, signToken, 'ptid', toSign.partyId)).toBe(signToken);
  });

  describe.each(['pid', 'bid'])('an agent id claim (%s)', (claim) => {
    it.each(BAD_IDS)('is refused by both verifications when %s', (_name, value) => {
      expect(verifyToken(SECRET, withClaim(SECRET, agentToken, claim, value))).toBeNull();
      expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, assignToken, claim, value))).toBeNull();
    });
  });

  it.each(BAD_USER_IDS)('refuses a user id (sub) that is %s in both verifications', (_name, value) => {
    expect(verifyToken(SECRET, withClaim(SECRET, agentToken, 'sub', value))).toBeNull();
    expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, assignToken, 'sub', value))).toBeNull();
  });

  it.each(BAD_IDS)('refuses a signing session whose contract or party id is %s', (_name, value) => {
    expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, assignToken, 'cid', value))).toBeNull();
    expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, signToken, 'cid', value))).toBeNull();
    expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, signToken, 'ptid', value))).toBeNull();
  });

  it('refuses a party on an assign session, and a payload that is no object of claims', () => {
    expect(verifySigningToken(SIGNING_SECRET, withClaim(SIGNING_SECRET, assignToken, 'ptid', 55))).toBeNull();
    const header = agentToken.split('.')[0];
    expect(verifyToken(SECRET, signedToken(SECRET, header, [agent]))).toBeNull();
    expect(verifyToken(SECRET, signedToken(SECRET, header, { ...claimsOf(agentToken), exp: String(claimsOf(agentToken).exp) }))).toBeNull();
  });
});
