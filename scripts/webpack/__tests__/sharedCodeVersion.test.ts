import { sharedCodeVersion } from '../sharedDeps';

describe('the run-time version of shared code', () => {
  const flag = 'OFFERDESK_TEST_SHARED_CHANGE';
  const before = process.env[flag];
  afterEach(() => {
    if (before === undefined) delete process.env[flag];
    else process.env[flag] = before;
  });

  it('is the same for builds of the same shared code, so they share one copy', () => {
    expect(sharedCodeVersion()).toBe(sharedCodeVersion());
    expect(sharedCodeVersion()).toMatch(/^0\.1\.\d+$/);
  });

  it('differs when the compiled shared code differs, so a remote never gets another build’s copy', () => {
    delete process.env[flag];
    const regular = sharedCodeVersion();
    process.env[flag] = '1';
    expect(sharedCodeVersion()).not.toBe(regular);
  });
});
