import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';

const common = { allErrors: true, allowUnionTypes: true, removeAdditional: false, useDefaults: true } as const;

/**
 * Request validation: a JSON body is taken as it is typed (`true` is no price, `"10"` no id); the
 * querystring, the path and the headers arrive as text and are read as the types the contract gives.
 */
export function installValidation(app: FastifyInstance): void {
  const factory = AjvCompiler();
  const body = factory({}, { customOptions: { ...common, coerceTypes: false }, plugins: [] });
  const text = factory({}, { customOptions: { ...common, coerceTypes: 'array' }, plugins: [] });
  app.setValidatorCompiler<FastifySchema>((request) => (request.httpPart === 'body' ? body : text)(request));
}
