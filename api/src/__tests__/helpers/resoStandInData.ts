/**
 * Listing data for the RESO stand-in, shaped like a Data Dictionary 2.0 feed: ListingKey UUIDs,
 * ListingIds that are missing on some records, OriginatingSystemName empty on some, agents and
 * offices as Member and Office records, Media with MediaCategory and MediaType.
 */
import type { ResoDataset, Row } from './resoStandIn';

const uuid = (n: number) => `3f6c2a10-9b4e-4c1d-8a7e-${String(n).padStart(12, '0')}`;

const OFFICES: Row[] = [
  {
    OfficeKey: 'off-1',
    OfficeMlsId: 'BRR01',
    OfficeName: 'Bristol River Realty',
    OfficePhone: '8605550100',
    OfficeAddress1: '40 Main St',
    OfficeCity: 'Bristol',
    OfficeStateOrProvince: 'CT',
    OfficePostalCode: '06010',
    OfficeCorporateLicense: 'REB.0790001',
    OfficeEmail: 'desk@brr.example',
  },
  {
    OfficeKey: 'off-2',
    OfficeMlsId: 'DPR01',
    OfficeName: 'Desert Peak Realty',
    OfficePhone: '6025550100',
    OfficeAddress1: '1 N 1st St',
    OfficeCity: 'Phoenix',
    OfficeStateOrProvince: 'Arizona',
    OfficePostalCode: '85004',
    OfficeCorporateLicense: 'LC123456',
    OfficeEmail: null,
  },
];

const MEMBERS: Row[] = [
  {
    MemberKey: 'mem-1',
    MemberMlsId: 'CT4411',
    MemberFirstName: 'Nora',
    MemberLastName: 'Whitcomb',
    MemberFullName: 'Nora Whitcomb',
    MemberStateLicense: 'RES.0812345',
    MemberMobilePhone: '8605551234',
    MemberOfficePhone: '8605550100',
    MemberDirectPhone: null,
    MemberHomePhone: null,
    MemberEmail: 'nora@brr.example',
    OfficeKey: 'off-1',
  },
  {
    MemberKey: 'mem-2',
    MemberMlsId: 'CT4412',
    MemberFirstName: 'Eli',
    MemberLastName: 'Marsh',
    MemberFullName: 'Eli Marsh',
    MemberStateLicense: 'RES.0812399',
    MemberMobilePhone: '8605554321',
    MemberOfficePhone: null,
    MemberDirectPhone: '8605550111',
    MemberHomePhone: null,
    MemberEmail: 'eli@brr.example',
    OfficeKey: 'off-1',
  },
  {
    MemberKey: 'mem-3',
    MemberMlsId: 'AZ777',
    MemberFirstName: 'Dana',
    MemberLastName: 'Reyes',
    MemberFullName: 'Dana Reyes',
    MemberStateLicense: 'SA123',
    MemberMobilePhone: '4805551111',
    MemberOfficePhone: '6025550100',
    MemberDirectPhone: null,
    MemberHomePhone: null,
    MemberEmail: 'dana@dpr.example',
    OfficeKey: 'off-2',
  },
];

const agent = (memberKey: string, officeKey: string): Row => {
  const m = MEMBERS.find((x) => x.MemberKey === memberKey)!;
  const o = OFFICES.find((x) => x.OfficeKey === officeKey)!;
  return {
    ListAgentKey: m.MemberKey,
    ListAgentMlsId: m.MemberMlsId,
    ListAgentFullName: m.MemberFullName,
    ListAgentEmail: m.MemberEmail,
    ListOfficeKey: o.OfficeKey,
    ListOfficeMlsId: o.OfficeMlsId,
    ListOfficeName: o.OfficeName,
    ListOfficePhone: o.OfficePhone,
  };
};

/** One Property: a Connecticut residence unless `over` says otherwise. */
function listing(n: number, over: Row): Row {
  return {
    ListingKey: uuid(n),
    ListingId: null,
    OriginatingSystemName: 'SmartMLS',
    OriginatingSystemKey: null,
    SourceSystemName: null,
    ListAOR: null,
    StandardStatus: 'Active',
    MlsStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'SingleFamilyResidence',
    StreetNumber: null,
    StreetDirPrefix: null,
    StreetName: null,
    StreetSuffix: null,
    StreetDirSuffix: null,
    UnitNumber: null,
    UnparsedAddress: null,
    City: 'Bristol',
    StateOrProvince: 'CT',
    PostalCode: '06010',
    CountyOrParish: 'Hartford',
    Country: 'US',
    TaxLegalDescription: null,
    PublicRemarks: null,
    CoListAgentKey: null,
    CoListAgentMlsId: null,
    CoListAgentFullName: null,
    ListPrice: 350000 + n * 1000,
    YearBuilt: 1950 + n,
    ModificationTimestamp: '2026-11-01T12:00:00Z',
    ...agent('mem-1', 'off-1'),
    ...over,
  };
}

const address = (number: string, dir: string | null, name: string, suffix: string, city: string, state: string, zip: string) =>
  `${[number, dir, name, suffix].filter(Boolean).join(' ')}, ${city}, ${state} ${zip}`;

/** The listings of the stand-in: one per case the RESO provider must handle, then a street of 40 for the 25-result cap. */
export function resoStandInData(): ResoDataset {
  const properties: Row[] = [
    // A complete SmartMLS record: co-listing agent, office by navigation, photos and a document.
    listing(1, {
      ListingId: 'OC24012345',
      StreetNumber: '5292',
      StreetDirPrefix: 'N',
      StreetName: 'Willow',
      StreetSuffix: 'Blvd',
      UnparsedAddress: address('5292', 'N', 'Willow', 'Blvd', 'Bristol', 'CT', '06010'),
      CoListAgentKey: 'mem-2',
      CoListAgentMlsId: 'CT4412',
      CoListAgentFullName: 'Eli Marsh',
      TaxLegalDescription: 'LOT 12 WILLOW ESTATES',
      PublicRemarks: 'Colonial on a quiet boulevard.',
      ListPrice: 489000,
      YearBuilt: 1988,
    }),
    // The same street number on the south end of the street.
    listing(2, {
      ListingId: 'OC24019999',
      StreetNumber: '5292',
      StreetDirPrefix: 'S',
      StreetName: 'Willow',
      StreetSuffix: 'Blvd',
      UnparsedAddress: address('5292', 'S', 'Willow', 'Blvd', 'Bristol', 'CT', '06010'),
    }),
    // MLS numbers that start with OC24012345, stored before nothing in particular: the exact one must still come first.
    listing(3, {
      ListingId: 'OC240123451',
      StreetNumber: '18',
      StreetName: 'Elm',
      StreetSuffix: 'St',
      UnparsedAddress: address('18', null, 'Elm', 'St', 'Bristol', 'CT', '06010'),
    }),
    // No OriginatingSystemName: named by SourceSystemName, then ListAOR, then 'RESO'.
    listing(4, {
      ListingId: 'SR5510',
      OriginatingSystemName: '',
      SourceSystemName: 'BrightMLS',
      StreetNumber: '77',
      StreetName: 'Federal Hill',
      StreetSuffix: 'Rd',
      UnparsedAddress: address('77', null, 'Federal Hill', 'Rd', 'Bristol', 'CT', '06010'),
    }),
    listing(5, {
      ListingId: 'AOR7720',
      OriginatingSystemName: null,
      ListAOR: 'Central CT Association',
      StreetNumber: '9',
      StreetName: 'Lake',
      StreetSuffix: 'Ave',
      UnparsedAddress: address('9', null, 'Lake', 'Ave', 'Bristol', 'CT', '06010'),
    }),
    listing(6, {
      ListingId: 'X-3001',
      OriginatingSystemName: '',
      StreetNumber: '310',
      StreetName: 'Pine',
      StreetSuffix: 'St',
      UnparsedAddress: address('310', null, 'Pine', 'St', 'Bristol', 'CT', '06010'),
    }),
    // No ListingId: only the ListingKey identifies it.
    listing(7, {
      StreetNumber: '12',
      StreetName: 'Quarry',
      StreetSuffix: 'Ln',
      UnparsedAddress: address('12', null, 'Quarry', 'Ln', 'Bristol', 'CT', '06010'),
    }),
    // An apostrophe in the street name.
    listing(8, {
      ListingId: 'OC24020001',
      StreetNumber: '17',
      StreetName: "O'Brien",
      StreetSuffix: 'Ct',
      UnparsedAddress: address('17', null, "O'Brien", 'Ct', 'Bristol', 'CT', '06010'),
    }),
    // Residential, manufactured on its own land: a manufactured home, not vacant land.
    listing(9, {
      ListingId: 'OC24020002',
      PropertySubType: 'ManufacturedOnLand',
      StreetNumber: '4',
      StreetName: 'Orchard',
      StreetSuffix: 'Way',
      UnparsedAddress: address('4', null, 'Orchard', 'Way', 'Bristol', 'CT', '06010'),
    }),
    listing(10, {
      ListingId: 'OC24020003',
      PropertyType: 'Land',
      PropertySubType: 'UnimprovedLand',
      StreetNumber: '0',
      StreetName: 'Orchard',
      StreetSuffix: 'Way',
      UnparsedAddress: address('0', null, 'Orchard', 'Way', 'Bristol', 'CT', '06010'),
    }),
    // An Arizona condominium of another MLS and office.
    listing(11, {
      ListingId: '61234567',
      OriginatingSystemName: 'ARMLS',
      PropertySubType: 'Condominium',
      StreetNumber: '1234',
      StreetDirPrefix: 'N',
      StreetName: 'Central',
      StreetSuffix: 'Ave',
      UnitNumber: '210',
      UnparsedAddress: '1234 N Central Ave #210, Phoenix, AZ 85004',
      City: 'Phoenix',
      StateOrProvince: 'AZ',
      PostalCode: '85004',
      CountyOrParish: 'Maricopa',
      StandardStatus: 'ActiveUnderContract',
      ...agent('mem-3', 'off-2'),
    }),
    // For the number search 5292: an exact MLS number, one it starts, and a street number 5292 whose MLS number sorts first.
    listing(12, {
      ListingId: '5292',
      StreetNumber: '8',
      StreetName: 'Birch',
      StreetSuffix: 'St',
      UnparsedAddress: address('8', null, 'Birch', 'St', 'Bristol', 'CT', '06010'),
    }),
    listing(13, {
      ListingId: '52920001',
      StreetNumber: '20',
      StreetName: 'Birch',
      StreetSuffix: 'St',
      UnparsedAddress: address('20', null, 'Birch', 'St', 'Bristol', 'CT', '06010'),
    }),
    listing(14, {
      ListingId: '1000',
      StreetNumber: '5292',
      StreetName: 'Cedar',
      StreetSuffix: 'Dr',
      UnparsedAddress: address('5292', null, 'Cedar', 'Dr', 'Bristol', 'CT', '06010'),
    }),
    // A street of 40 listings in Mesa (more than one page of 25).
    ...Array.from({ length: 40 }, (_, i) =>
      listing(100 + i, {
        ListingId: String(50000000 + i),
        OriginatingSystemName: 'ARMLS',
        StreetNumber: String(500 + i),
        StreetName: 'Main',
        StreetSuffix: 'St',
        UnparsedAddress: address(String(500 + i), null, 'Main', 'St', 'Mesa', 'AZ', '85201'),
        City: 'Mesa',
        StateOrProvince: 'AZ',
        PostalCode: '85201',
        CountyOrParish: 'Maricopa',
        ...agent('mem-3', 'off-2'),
      }),
    ),
  ];
  const media: Row[] = properties.flatMap((p, i) => [
    {
      MediaKey: `med-${i}-2`,
      ResourceRecordKey: p.ListingKey,
      ResourceName: 'Property',
      MediaURL: `https://media.example/${i}/2.jpg`,
      MediaCategory: 'Photo',
      MediaType: 'jpeg',
      Order: 2,
      ShortDescription: null,
      LongDescription: null,
    },
    {
      MediaKey: `med-${i}-1`,
      ResourceRecordKey: p.ListingKey,
      ResourceName: 'Property',
      MediaURL: `https://media.example/${i}/1.jpg`,
      MediaCategory: 'Photo',
      MediaType: 'jpeg',
      Order: 1,
      ShortDescription: null,
      LongDescription: null,
    },
    {
      MediaKey: `med-${i}-fp`,
      ResourceRecordKey: p.ListingKey,
      ResourceName: 'Property',
      MediaURL: `https://media.example/${i}/floor.png`,
      MediaCategory: 'FloorPlan',
      MediaType: 'png',
      Order: 0,
      ShortDescription: null,
      LongDescription: null,
    },
    {
      MediaKey: `med-${i}-doc`,
      ResourceRecordKey: p.ListingKey,
      ResourceName: 'Property',
      MediaURL: `https://media.example/${i}/disclosure`,
      MediaCategory: 'Document',
      MediaType: 'pdf',
      Order: 3,
      ShortDescription: 'Seller Disclosure',
      LongDescription: null,
    },
  ]);
  return { Property: properties, Member: MEMBERS, Office: OFFICES, Media: media };
}
