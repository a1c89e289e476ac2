/** @jest-environment jsdom */
import { whenImagesShown } from '../imagesShown';

function imageDecoding(outcome: 'loads' | 'fails' | 'never'): HTMLImageElement {
  const img = document.createElement('img');
  img.decode = () =>
    outcome === 'loads' ? Promise.resolve() : outcome === 'fails' ? Promise.reject(new Error('broken')) : new Promise(() => undefined);
  return img;
}

describe('whenImagesShown: a first paint waits for its photos, not longer than it may', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('settles one frame after every image is decoded, a broken one included', async () => {
    const root = document.createElement('div');
    root.append(imageDecoding('loads'), imageDecoding('fails'));
    let settled = false;
    void whenImagesShown(root, 5_000).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false); // decoded, not yet painted
    await jest.advanceTimersByTimeAsync(50); // the next frame (jsdom: a timer) and the task after it
    expect(settled).toBe(true);
  });

  it('gives up after maxMs when a photo never arrives', async () => {
    const root = document.createElement('div');
    root.append(imageDecoding('loads'), imageDecoding('never'));
    let settled = false;
    void whenImagesShown(root, 500).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });
});
