import { inAppReturnPath } from '../returnTo';

describe('inAppReturnPath', () => {
  it('takes a path of this app and nothing that leaves it', () => {
    expect(inAppReturnPath('/document-review/9')).toBe('/document-review/9');
    expect(inAppReturnPath('/offer-documents/9?tab=parties')).toBe('/offer-documents/9?tab=parties');
    for (const away of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'document-review/9', '', null, undefined])
      expect(inAppReturnPath(away)).toBeNull();
  });
});
