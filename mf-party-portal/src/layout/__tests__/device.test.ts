import { asksToRotate, isMobileWidth, isPhoneUserAgent, opensAddSellerPage } from '../device';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('portal layout rules', () => {
  it('finds phones by user agent and leaves tablets and desktops out', () => {
    expect(isPhoneUserAgent(IPHONE)).toBe(true);
    expect(isPhoneUserAgent(ANDROID_PHONE)).toBe(true);
    expect(isPhoneUserAgent(ANDROID_TABLET)).toBe(false);
    expect(isPhoneUserAgent(IPAD)).toBe(false);
    expect(isPhoneUserAgent(DESKTOP)).toBe(false);
  });
  it('asks only phones held sideways to rotate', () => {
    expect(asksToRotate(IPHONE, 844, 390)).toBe(true);
    expect(asksToRotate(IPHONE, 390, 844)).toBe(false);
    expect(asksToRotate(IPAD, 1180, 820)).toBe(false);
    expect(asksToRotate(DESKTOP, 1280, 800)).toBe(false);
  });
  it('uses the mobile layout from 200 to 600 px and the add-seller page up to 820 px', () => {
    expect([199, 200, 375, 600, 601].map(isMobileWidth)).toEqual([false, true, true, true, false]);
    expect([375, 820, 821].map(opensAddSellerPage)).toEqual([true, true, false]);
  });
});
