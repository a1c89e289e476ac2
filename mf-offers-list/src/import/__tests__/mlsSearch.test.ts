import { createApiClient, ApiError } from '@offerdesk/shared';
import {
  fetchMlsListing,
  groupFormTemplates,
  isMlsNumberQuery,
  listingOfMlsNumber,
  mlsNoDataMessage,
  mlsResultKey,
  mlsResultLocality,
  searchMls,
} from '@offerdesk/shared/features';
import { exampleMlsListing } from '@offerdesk/shared/testing';
import { makeListing, TEMPLATES } from '../../testing/imports';

/** A client whose server answers `answer`; `get` sees each request as (path, { query }). */
function fakeApi(answer: unknown = []) {
  const fetchImpl = jest.fn(
    async (..._args: Parameters<typeof fetch>) =>
      ({ ok: true, status: 200, headers: { get: () => null }, text: async () => JSON.stringify(answer) }) as unknown as Response,
  );
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: () => 'token', onUnauthorized: jest.fn(), fetchImpl });
  const get = {
    get mock() {
      return {
        calls: fetchImpl.mock.calls.map(([url]) => {
          const u = new URL(String(url));
          return [u.pathname, { query: Object.fromEntries(u.searchParams) }] as const;
        }),
      };
    },
  };
  return { api, get, fetchImpl };
}

describe('MLS number versus address routing', () => {
  it.each([
    ['00112233', true],
    [' 6012345 ', true],
    ['OC24012345', true],
    ['AZ123', true],
    ['12-34', true],
    // An MLS number with letters or a dash is still a number to search by (docs/domain/mls.md, "Why not digits only").
    ['W-1234', true],
    ['123 Main St', false],
    ['Willow', false],
    ['5292 Willow', false],
    ["O'Brien", false],
    ['', false],
  ])('%p is an MLS number: %p', (input, numeric) => {
    expect(isMlsNumberQuery(input)).toBe(numeric);
  });

  it('sends a number to getMlsDataByStreetOrMlsNumber?keywords', async () => {
    const { api, get, fetchImpl } = fakeApi([]);
    await searchMls(api, ' 00112233 ');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByStreetOrMlsNumber');
    expect(get.mock.calls[0][1]).toMatchObject({ query: { keywords: '00112233' } });
  });

  it('sends an MLS number with letters to getMlsDataByStreetOrMlsNumber too', async () => {
    const { api, get } = fakeApi([]);
    await searchMls(api, 'OC24012345');
    expect(get.mock.calls[0]).toEqual(['/mlsLookup/getMlsDataByStreetOrMlsNumber', { query: { keywords: 'OC24012345' } }]);
  });

  it('sends anything else to getMlsDataByAddress?address&filterByAgentMlsProviders=true', async () => {
    const { api, get } = fakeApi([]);
    await searchMls(api, '12 Elm');
    expect(get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByAddress');
    expect(get.mock.calls[0][1]).toMatchObject({ query: { address: '12 Elm', filterByAgentMlsProviders: 'true' } });
  });

  it('can force the address search (the Property Address field) and the number search (the MLS Number field)', async () => {
    const a = fakeApi([]);
    await searchMls(a.api, '1234', undefined, 'address');
    expect(a.get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByAddress');
    const b = fakeApi([]);
    await searchMls(b.api, 'A123', undefined, 'number');
    expect(b.get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByStreetOrMlsNumber');
  });

  it('does not call the API for an empty box', async () => {
    const { api, fetchImpl } = fakeApi([]);
    await expect(searchMls(api, '   ')).resolves.toEqual([]);
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('answers the results as the server sends them (the server de-duplicates and caps them)', async () => {
    const list = [makeListing(), makeListing()];
    const { api } = fakeApi(list);
    await expect(searchMls(api, 'Elm')).resolves.toEqual(list);
  });
});

describe('one listing', () => {
  it('fetches the full MLS data by the result’s mls_id within its org_id', async () => {
    const listing = makeListing({ mls_id: '6012', org_id: 'ARMLS' });
    const full = exampleMlsListing({ mls_id: '6012', org_id: 'ARMLS' });
    const { api, get } = fakeApi(full);
    await expect(fetchMlsListing(api, listing)).resolves.toEqual(full);
    expect(get.mock.calls[0]).toEqual(['/mlsLookup/GetMlsListing', { query: { mlsId: '6012', mlsName: 'ARMLS' } }]);
  });

  it('picks the listing an MLS number names: the exact match (any case), else the first result', () => {
    const first = makeListing({ mls_id: 'A-1' });
    const exact = makeListing({ mls_id: 'B-2' });
    expect(listingOfMlsNumber([first, exact], ' b-2 ')).toBe(exact);
    expect(listingOfMlsNumber([first, exact], 'C-3')).toBe(first);
    expect(listingOfMlsNumber([], 'C-3')).toBeNull();
  });

  it('labels a result by its city, state and zip, and keys it by address, mls_id and org_id', () => {
    const r = makeListing({ mls_id: '7', org_id: 'ARMLS', address: '12 Elm St', city: 'Phoenix', state: 'AZ', zip: '85004' });
    expect(mlsResultLocality(r)).toBe('Phoenix, AZ 85004');
    expect(mlsResultLocality({ ...r, city: null, zip: null })).toBe('AZ');
    expect(mlsResultKey(r)).toBe('12 Elm St|7|ARMLS');
  });
});

describe('MLS lookup 404', () => {
  it("gives the server's message as the no-data message; other errors give none", () => {
    expect(mlsNoDataMessage(new ApiError(404, { code: 'not_found', message: 'No MLS listings match 123 Nowhere' }))).toBe(
      'No MLS listings match 123 Nowhere',
    );
    expect(mlsNoDataMessage(new ApiError(500, { code: 'internal', message: 'Something went wrong.' }))).toBeNull();
    expect(mlsNoDataMessage(new Error('x'))).toBeNull();
  });
});

describe('form template grouping', () => {
  it('My Templates: agent templates for sales of the chosen property type; Broker Templates: the broker sale ones, that type first', () => {
    const residential = groupFormTemplates(TEMPLATES, 1);
    expect(residential.myTemplates.map((t) => t.id)).toEqual([11]);
    expect(residential.brokerTemplates.map((t) => t.name)).toEqual(['Broker Standard Purchase', 'Broker Land Purchase']);
    expect(groupFormTemplates(TEMPLATES, 4).brokerTemplates.map((t) => t.name)).toEqual([
      'Broker Land Purchase',
      'Broker Standard Purchase',
    ]);
    expect(groupFormTemplates(TEMPLATES, 2).myTemplates.map((t) => t.id)).toEqual([12]);
  });

  it('has no agent templates without a property type', () => {
    expect(groupFormTemplates(TEMPLATES, null).myTemplates).toEqual([]);
    expect(groupFormTemplates(undefined, 1)).toEqual({ myTemplates: [], brokerTemplates: [] });
  });
});
