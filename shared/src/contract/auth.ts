/** Sign-in (POST /Token) and the signed-in agent. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { NStr, Text } from './schema';

export const TokenRequest = Type.Object({
  grant_type: Type.String({ minLength: 1, maxLength: 40 }),
  client_id: Type.Optional(Text(100)),
  username: Text(200, { minLength: 1 }),
  password: Text(500, { minLength: 1 }),
});
export type TokenRequest = Static<typeof TokenRequest>;

export const TokenResponse = Type.Object({
  access_token: Type.String(),
  token_type: Type.String(),
  expires_in: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
});
export type TokenResponse = Static<typeof TokenResponse>;

export const AuthenticatedAgent = Type.Object({
  userId: Type.Integer(),
  personId: Type.Integer(),
  userName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  name: Type.String(),
  email: NStr(),
  brokerageId: Type.Integer(),
  brokerageName: Type.String(),
  isInhouseAgent: Type.Boolean(),
  photo: NStr(),
  /** May manage the brokerage's settings (webhooks). */
  isBrokerageAdmin: Type.Boolean(),
});
export type AuthenticatedAgent = Static<typeof AuthenticatedAgent>;

export const authRoutes = {
  token: defineRoute({
    method: 'POST',
    url: '/Token',
    auth: 'public',
    summary: 'Sign in (OAuth password grant, form-encoded)',
    tags: ['auth'],
    consumes: ['application/x-www-form-urlencoded'],
    schema: { body: TokenRequest, response: responses(TokenResponse, 400, 429) },
  }),
  authenticatedAgent: defineRoute({
    method: 'GET',
    url: '/account/GetAuthenticatedAgentResult',
    auth: 'agent',
    summary: 'The signed-in agent',
    tags: ['account'],
    schema: { response: responses(AuthenticatedAgent, 401) },
  }),
};
