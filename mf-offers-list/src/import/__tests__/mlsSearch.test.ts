import {
  dedupeMlsResults,
  groupFormTemplates,
  isMlsNumberQuery,
  LIMITS,
  mlsNoDataMessage,
  mlsResultKey,
  mlsResultPrice,
  mlsResultStreet,
  searchMls,
  ApiError,
  type ApiClient,
  type MlsSearchResult,
} from '@offerdesk/shared';
import { makeListing, TEMPLATES } from '../../testing/imports';

function fakeApi(answer: unknown = []) {
  const get = jest.fn((..._args: unknown[]) => Promise.resolve(answer));
  return { api: { get } as unknown as ApiClient, get };
}

describe('numeric versus address routing', () => {
  it.each([
    ['00112233', true],
    [' 6012345 ', true],
    ['123 Main St', false],
    ['AZ123', false],
    ['12-34', false],
    ['', false],
  ])('%p is an MLS number: %p', (input, numeric) => {
    expect(isMlsNumberQuery(input)).toBe(numeric);
  });

  it('sends a number to getMlsDataByStreetOrMlsNumber?keywords', async () => {
    const { api, get } = fakeApi([]);
    await searchMls(api, ' 00112233 ');
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByStreetOrMlsNumber');
    expect(get.mock.calls[0][1]).toMatchObject({ query: { keywords: '00112233' } });
  });

  it('sends anything else to getMlsDataByAddress?address&filterByAgentMlsProviders=true', async () => {
    const { api, get } = fakeApi([]);
    await searchMls(api, '12 Elm');
    expect(get.mock.calls[0][0]).toBe('/mlsLookup/getMlsDataByAddress');
    expect(get.mock.calls[0][1]).toMatchObject({ query: { address: '12 Elm', filterByAgentMlsProviders: true } });
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
    const { api, get } = fakeApi([]);
    await expect(searchMls(api, '   ')).resolves.toEqual([]);
    expect(get).not.toHaveBeenCalled();
  });

  it('de-duplicates and caps what the server answers', async () => {
    const same = makeListing({ mls_id: '1', org_id: 'X', address: '1 A St' });
    const { api } = fakeApi([same, { ...same }, ...Array.from({ length: 40 }, () => makeListing())]);
    const out = await searchMls(api, 'A St');
    expect(out).toHaveLength(LIMITS.mlsResults);
    expect(out[0]).toBe(same);
    expect(out.filter((r) => r.mls_id === '1')).toHaveLength(1);
  });
});

describe('the 25-cap and de-duplication', () => {
  it('keeps the first 25', () => {
    const list = Array.from({ length: 30 }, (_, i) => makeListing({ mls_id: `M${i}` }));
    const out = dedupeMlsResults(list);
    expect(out).toHaveLength(25);
    expect(out.map((r) => r.mls_id)).toEqual(list.slice(0, 25).map((r) => r.mls_id));
  });

  it('drops repeats of address + mls_id + org_id (the first stays), also through mlsNumber / mlsName and case and spacing', () => {
    const a = makeListing({ mls_id: '7', org_id: 'ARMLS', address: '12 Elm St' });
    const repeat = { mlsNumber: '7', mlsName: 'armls', address: '12  elm st', price: 1 } as MlsSearchResult;
    const otherOrg = makeListing({ mls_id: '7', org_id: 'TREB', address: '12 Elm St' });
    const otherAddress = makeListing({ mls_id: '7', org_id: 'ARMLS', address: '14 Elm St' });
    const otherNumber = makeListing({ mls_id: '8', org_id: 'ARMLS', address: '12 Elm St' });
    expect(dedupeMlsResults([a, repeat, otherOrg, otherAddress, otherNumber, a])).toEqual([a, otherOrg, otherAddress, otherNumber]);
  });

  it('counts unique listings toward the cap, and survives garbage', () => {
    const one = makeListing();
    const list = [one, one, one, ...Array.from({ length: 30 }, () => makeListing())];
    expect(dedupeMlsResults(list)).toHaveLength(25);
    expect(dedupeMlsResults(null)).toEqual([]);
    expect(dedupeMlsResults([null as never, 5 as never, one])).toEqual([one]);
  });

  it('builds the address from its parts when the result has none, and reads price or listing_price', () => {
    const r = { streetNumber: '12', direction: 'N', streetName: 'Elm', designator: 'St', unitType: 'Unit', unit: '4', listing_price: '$310,000' } as unknown as MlsSearchResult;
    expect(mlsResultStreet(r)).toBe('12 N Elm St Unit 4');
    expect(mlsResultPrice(r)).toBe(310000);
    expect(mlsResultPrice({ price: 99.5 })).toBe(99.5);
    expect(mlsResultPrice({})).toBeNull();
    expect(mlsResultKey(r)).toBe('12 n elm st unit 4||');
  });
});

describe('MLS lookup 404', () => {
  it("gives the server's message as the no-data message; other errors give none", () => {
    expect(mlsNoDataMessage(new ApiError(404, { code: 'not_found', message: 'No MLS listings match 123 Nowhere' }))).toBe('No MLS listings match 123 Nowhere');
    expect(mlsNoDataMessage(new ApiError(500, { code: 'internal', message: 'Something went wrong.' }))).toBeNull();
    expect(mlsNoDataMessage(new Error('x'))).toBeNull();
  });
});

describe('form template grouping', () => {
  it('My Templates: agent templates for sales of the chosen property type; Broker Templates: the broker sale ones, that type first', () => {
    const residential = groupFormTemplates(TEMPLATES, 1);
    expect(residential.myTemplates.map((t) => t.id)).toEqual([11]);
    expect(residential.brokerTemplates.map((t) => t.name)).toEqual(['Broker Standard Purchase', 'Broker Land Purchase']);
    expect(groupFormTemplates(TEMPLATES, 4).brokerTemplates.map((t) => t.name)).toEqual(['Broker Land Purchase', 'Broker Standard Purchase']);
    expect(groupFormTemplates(TEMPLATES, 2).myTemplates.map((t) => t.id)).toEqual([12]);
  });

  it('has no agent templates without a property type', () => {
    expect(groupFormTemplates(TEMPLATES, null).myTemplates).toEqual([]);
    expect(groupFormTemplates(undefined, 1)).toEqual({ myTemplates: [], brokerTemplates: [] });
  });
});
