import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  ContextConfigDefault,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { RouteDef } from '@offerdesk/shared/contract';

/** The handler of a contract route: params, query and body typed from the contract, the answer checked against its 200. */
export type ContractHandler<R extends RouteDef> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  R['schema'],
  TypeBoxTypeProvider
>;

/**
 * Registers a route of the contract: Fastify validates the request and serialises the answer with
 * the contract's schemas (a field the schema does not list never leaves), and the OpenAPI document
 * describes it. An agent route must be registered on the instance that checks the bearer token,
 * a public one outside it, a signing one behind the agent-or-signing-session check with its scope:
 * a mismatch stops the API at start-up.
 */
export function route<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: ContractHandler<R>,
  options: Pick<RouteShorthandOptions, 'config' | 'preHandler'> = {},
): void {
  const signing = app.hasRequestDecorator('signingSession');
  const authenticated = app.hasRequestDecorator('agent');
  const where = signing
    ? 'behind the agent-or-signing-session check'
    : authenticated
      ? 'behind the bearer-token check'
      : 'outside the bearer-token check';
  const expected = def.auth === 'signing' ? signing : def.auth === 'agent' ? authenticated && !signing : !authenticated;
  if (!expected) throw new Error(`${def.method} ${def.url} is '${def.auth}' in the contract but registered ${where}.`);
  if (def.auth === 'signing' && !options.config?.signingScope) {
    throw new Error(`${def.method} ${def.url} is 'signing' in the contract but registered without its signing scope.`);
  }
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: def.method,
    url: def.url,
    config: options.config,
    preHandler: options.preHandler,
    schema: {
      ...def.schema,
      summary: def.summary,
      description: def.description,
      tags: [...def.tags],
      ...(def.consumes ? { consumes: [...def.consumes] } : {}),
      ...(def.produces ? { produces: [def.produces] } : {}),
    },
    handler: handler as RouteHandlerMethod,
  });
}
