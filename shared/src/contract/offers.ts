/** The offers: the two lists, the unviewed badge, the draft and the offer actions. */
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../domain/limits';
import { OfferDetail, OfferDraft, OfferListItem } from './offerFields';
import { defineRoute, responses } from './route';
import { Id, StringEnum, Text, Timestamp } from './schema';

/** Response header holding the cursor of the next page of a list (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export const OfferListQuerystring = Type.Object({
  searchTerm: Type.Optional(Text(200, { description: 'Street, city, state, zip or MLS number (contains).' })),
  sortByTerm: Type.Optional(StringEnum(['dsc', 'asc', ''], { description: "'dsc' newest first (default) or 'asc'." })),
  isShowArchive: Type.Optional(Type.Boolean({ description: 'Include archived offers.' })),
  selectedOfferStatus: Type.Optional(Text(500, { description: 'Comma-joined status ids; empty = all.' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: LIMITS.offerPageSizeMax, default: LIMITS.offerPageSize })),
  cursor: Type.Optional(Text(200, { description: `${NEXT_CURSOR_HEADER} of the previous page.` })),
});
export type OfferListQuerystring = Static<typeof OfferListQuerystring>;

const tags = ['offers'];
const idParams = Type.Object({ id: Id() });

const list = (url: string, summary: string) =>
  defineRoute({
    method: 'GET',
    url,
    auth: 'agent',
    summary,
    description: `Keyset paged: the ${NEXT_CURSOR_HEADER} response header holds the cursor of the next page (absent on the last).`,
    tags,
    schema: { querystring: OfferListQuerystring, response: responses(Type.Array(OfferListItem), 400, 401) },
  });

export const SaveAsIncompleteBody = Type.Object(
  { offerId: Id() },
  {
    additionalProperties: true,
    maxProperties: 100,
    propertyNames: Text(100),
    description: 'The offer id; other fields are recorded by name only.',
  },
);

export const MarkViewedResult = Type.Object({ offerId: Type.Integer(), viewedOn: Timestamp() });
export const ArchiveResult = Type.Object({ id: Type.Integer(), isArchived: Type.Boolean(), message: Type.String() });

export const offerRoutes = {
  sent: list('/offer/getAll', 'Sent offers (owned by the caller)'),
  received: list('/offer/GetReceivedOffers', 'Received offers (caller is a seller-side agent party)'),
  unviewedCount: defineRoute({
    method: 'GET',
    url: '/offer/GetReceivedOffersUnviewedCount',
    auth: 'agent',
    summary: 'Count of unviewed received offers (tab badge)',
    tags,
    schema: { response: responses(Type.Object({ count: Type.Integer() }), 401) },
  }),
  saveDraft: defineRoute({
    method: 'POST',
    url: '/offer/createoffer',
    auth: 'agent',
    summary: 'Create (id -1) or update (owner, draft or reviewer-rejected) an offer draft; answers the offer',
    description: "400 { code: 'validation', message: 'Please complete all required fields', fields } with the Offer Information messages.",
    tags,
    schema: { body: OfferDraft, response: responses(OfferDetail, 400, 401, 404, 409) },
  }),
  saveAsIncomplete: defineRoute({
    method: 'PUT',
    url: '/offer/SaveAsIncomplete',
    auth: 'agent',
    summary: 'Save a draft as incomplete (owner; draft or reviewer-rejected): it leaves the offers list until saved again',
    tags,
    schema: { body: SaveAsIncompleteBody, response: responses(OfferDetail, 400, 401, 404, 409) },
  }),
  getById: defineRoute({
    method: 'GET',
    url: '/offer/GetById/:id',
    auth: 'agent',
    summary: 'One offer (owner or party); a cancelled offer can no longer be opened (404)',
    tags,
    schema: { params: idParams, response: responses(OfferDetail, 400, 401, 404) },
  }),
  markViewed: defineRoute({
    method: 'PUT',
    url: '/offer/markReceivedOfferAsViewed',
    auth: 'agent',
    summary: 'Mark a received offer viewed (idempotent)',
    tags,
    schema: { querystring: Type.Object({ offerId: Id() }), response: responses(MarkViewedResult, 400, 401, 404) },
  }),
  cancel: defineRoute({
    method: 'PUT',
    url: '/offer/canceloffer/:id',
    auth: 'agent',
    summary: 'Cancel a draft or reviewer-rejected offer (owner only)',
    tags,
    schema: { params: idParams, response: responses(OfferListItem, 400, 401, 404, 409) },
  }),
  archive: defineRoute({
    method: 'PUT',
    url: '/offer/archiveOffer/:id',
    auth: 'agent',
    summary: 'Archive an offer (owner only)',
    tags,
    schema: { params: idParams, response: responses(ArchiveResult, 400, 401, 404, 409) },
  }),
};
