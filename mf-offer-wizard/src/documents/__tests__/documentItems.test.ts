import { exampleAvailableDocument, exampleOfferDocument } from '@offerdesk/shared/testing';
import { assignedProblem, buildSections, offerDocumentItem, saveChanges, templateItem } from '../documentItems';

const RPA = exampleAvailableDocument({ id: 1, name: 'Residential Purchase Agreement', isRequired: true });
const ATA = exampleAvailableDocument({ id: 7, name: 'Additional Terms Addendum', isRequired: false });
const HOA = exampleAvailableDocument({ id: 4, name: 'HOA Addendum', documentTypeId: 353 });
const MLS = { object_id: 'X-1', content_url: 'u', content_desc: 'Seller Disclosure' };

describe('Add Documents lists', () => {
  it('splits required, MLS and additional documents, leaving out what is assigned and what the search does not match', () => {
    const s = buildSections([{ formTemplateId: 3, docs: [RPA, ATA] }], [HOA, ATA], [MLS], [], '', 'name-asc');
    expect([s.required.map((d) => d.name), s.mls.map((d) => d.name), s.additional.map((d) => d.name)]).toEqual([
      ['Residential Purchase Agreement'],
      ['Seller Disclosure'],
      ['Additional Terms Addendum', 'HOA Addendum'],
    ]);
    const assigned = [templateItem(RPA, 'Required', 3)];
    expect(buildSections([{ formTemplateId: 3, docs: [RPA] }], [HOA], [], assigned, 'hoa', 'name-desc')).toEqual({
      required: [],
      mls: [],
      additional: [templateItem(HOA, 'Additional')],
    });
  });

  it('stops Next without documents, then without the HOA Addendum for a home in an HOA', () => {
    expect(assignedProblem([], false)).toBe('Please assign at least one document');
    expect(assignedProblem([templateItem(RPA, 'Required')], true)).toBe('Please add HOA Addedndum document');
    expect(assignedProblem([templateItem(RPA, 'Required'), templateItem(HOA, 'Additional')], true)).toBeNull();
  });

  it('saves new template and MLS documents and removes server documents taken out', () => {
    const kept = offerDocumentItem(exampleOfferDocument({ id: 500, documentId: 1 }));
    const dropped = offerDocumentItem(
      exampleOfferDocument({ id: 501, documentId: null, name: 'Upload', type: 'Additional', documentType: 'PDF' }),
    );
    const changes = saveChanges(
      [kept, templateItem(HOA, 'Additional'), { id: 'm:X-1', name: 'Seller Disclosure', type: 'MLS', documentTypeId: null, mls: MLS }],
      [kept, dropped],
    );
    expect(changes).toEqual({ documentTemplateIds: [4], mlsDocuments: [MLS], removeIds: [501] });
  });
});
