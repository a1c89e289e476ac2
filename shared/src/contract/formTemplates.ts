/** Form templates the agent may attach to an offer. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { NInt } from './schema';

export const FormTemplate = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  isAgentTemplate: Type.Boolean(),
  transactionTypeId: NInt(),
  propertyTypeId: NInt(),
});
export type FormTemplate = Static<typeof FormTemplate>;

export const formTemplateRoutes = {
  list: defineRoute({
    method: 'GET',
    url: '/formtemplates',
    auth: 'agent',
    summary: "Form templates the caller may use: their own (isAgentTemplate true) and their brokerage's broker templates",
    tags: ['documents'],
    schema: { response: responses(Type.Array(FormTemplate), 401) },
  }),
};
