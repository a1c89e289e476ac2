/** Address search: suggestions and the structured parts of one place. */
import { Type, type Static } from '@sinclair/typebox';
import { defineRoute, responses } from './route';
import { NInt, NStr, Nullable, Text } from './schema';

export const AddressSuggestion = Type.Object({
  placeId: Type.String(),
  description: Type.String({ description: 'The one-line address shown in the list.' }),
});
export type AddressSuggestion = Static<typeof AddressSuggestion>;

/** The structured parts of one place: lookup parts as names with their ids alongside. */
export const AddressDetail = Type.Object({
  streetNumber: NStr(),
  direction: Nullable(Type.String({ description: "Pre-direction name ('N')." })),
  directionId: NInt(),
  designator: Nullable(Type.String({ description: "Street type name ('St')." })),
  designatorId: NInt(),
  suffix: NStr(),
  suffixId: NInt(),
  route: Nullable(Type.String({ description: 'Street name.' })),
  city: NStr(),
  county: NStr(),
  state: Nullable(
    Type.Object({ id: Type.Integer(), abbreviation: Type.String(), name: Type.String() }, { description: 'State or province.' }),
  ),
  stateId: NInt(),
  countryId: NInt(),
  zipCode: NStr(),
  unitLotNo: NStr(),
  unitType: NStr(),
});
export type AddressDetail = Static<typeof AddressDetail>;

const tags = ['places'];

export const placeRoutes = {
  findAddress: defineRoute({
    method: 'GET',
    url: '/place/FindAddress',
    auth: 'agent',
    summary: 'Address suggestions (at most 10) within a country and state when given',
    tags,
    schema: {
      querystring: Type.Object({
        address: Type.Optional(Text(200, { description: 'What the agent typed.' })),
        countryId: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000, description: '1 US, 2 Canada; 0 or absent: any.' })),
        stateId: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000, description: 'State or province id; 0 or absent: any.' })),
      }),
      response: responses(Type.Array(AddressSuggestion), 400, 401, 502),
    },
  }),
  findAddressDetail: defineRoute({
    method: 'GET',
    url: '/place/FindAddressDetail',
    auth: 'agent',
    summary: 'The structured parts of a suggestion; unknown placeId → 404',
    tags,
    schema: {
      querystring: Type.Object({ placeId: Type.Optional(Text(2100, { description: 'placeId of a FindAddress suggestion.' })) }),
      response: responses(AddressDetail, 400, 401, 404, 502),
    },
  }),
};
