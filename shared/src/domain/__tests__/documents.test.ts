import { isPdfFile, signStatusText } from '../documents';

describe('isPdfFile', () => {
  it('takes PDF files only, by type or (without a type) by name', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'a.PDF' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'a.png' })).toBe(false);
    expect(isPdfFile({ type: 'image/png', name: 'a.pdf' })).toBe(false);
  });
});

describe('signStatusText', () => {
  it('reads a party sign status in the lists: 0 N/A, 1 not signed, 2 signed, 3 declined, 4 N/A (view only)', () => {
    expect([0, 1, 2, 3, 4, 9].map(signStatusText)).toEqual(['N/A', 'Not Signed', 'Signed', 'Declined', 'N/A (view only)', 'N/A']);
  });
});
