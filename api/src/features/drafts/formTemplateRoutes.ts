import type { FastifyInstance } from 'fastify';
import { contract } from '@offerdesk/shared/contract';
import { route } from '../../http/route';
import { formTemplatesFor } from './formTemplateService';
import type { RouteDeps } from '../../http/deps';

export function formTemplateRoutes(app: FastifyInstance, deps: RouteDeps): void {
  route(app, contract.formTemplates.list, (request) => formTemplatesFor(deps.db, request.agent));
}
