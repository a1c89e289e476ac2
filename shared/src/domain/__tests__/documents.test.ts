import { isPdfFile } from '../documents';

describe('isPdfFile', () => {
  it('takes PDF files only, by type or (without a type) by name', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'a.pdf' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'a.PDF' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'a.png' })).toBe(false);
    expect(isPdfFile({ type: 'image/png', name: 'a.pdf' })).toBe(false);
  });
});
