import { isRuntimeVersionError, parseRange, runtimeVersionError, satisfies } from '../versionCheck';

describe('the runtime version rule', () => {
  it.each([
    ['1.0.0', '^1.0.0', true],
    ['1.4.2', '^1.0.0', true],
    ['1.0.0', '^1.1.0', false],
    ['2.0.0', '^1.1.0', false],
    ['0.3.1', '^0.3.0', true],
    ['0.4.0', '^0.3.0', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['1.2.3', '1.2.3', true],
    ['1.2.4', '1.2.3', false],
    ['3.0.0', '>=1.2.3', true],
    ['1.2.2', '>=1.2.3', false],
  ])('%s in %s: %s', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  it('understands only plain ranges; any other is no match', () => {
    expect(parseRange('^1.2.3')).toEqual({ op: '^', version: [1, 2, 3] });
    expect(parseRange('1.x')).toBeNull();
    expect(parseRange('^1.0.0 || ^2.0.0')).toBeNull();
    expect(satisfies('1.0.0', '1.x')).toBe(false);
    expect(satisfies('1.0', '^1.0.0')).toBe(false);
  });

  it('names the remote, the range it needs and the version the page runs, recognisably across builds', () => {
    const e = runtimeVersionError('mfParties', '^1.1.0', '1.0.0');
    expect(e.message).toBe(
      'mfParties needs OfferDesk host runtime ^1.1.0; this page runs 1.0.0. Release the shell with that runtime first.',
    );
    expect(isRuntimeVersionError(e)).toBe(true);
    // Another build's copy of the error is a plain Error with the same name and fields.
    expect(isRuntimeVersionError(Object.assign(new Error('x'), { name: 'RuntimeVersionError', required: '^2.0.0', loaded: '1.0.0' }))).toBe(
      true,
    );
    expect(isRuntimeVersionError(new Error('[ Federation Runtime ]: Failed to load script resources.'))).toBe(false);
  });
});
