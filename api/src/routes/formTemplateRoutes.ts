import type { FastifyInstance } from 'fastify';
import { errorResponses } from '../http/schemas';
import { formTemplateList } from '../http/mlsSchemas';
import { formTemplatesFor } from '../services/formTemplateService';
import type { RouteDeps } from './deps';

export function formTemplateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/formtemplates',
    {
      schema: {
        summary: "Form templates the caller may use: their own (isAgentTemplate true) and their brokerage's broker templates",
        tags: ['documents'],
        response: { 200: formTemplateList, ...errorResponses() },
      },
    },
    (request) => formTemplatesFor(deps.db, request.agent),
  );
}
