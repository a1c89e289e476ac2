/**
 * How the e2e journeys and the benchmarks start Debian's Chromium (playwright-core, never a
 * downloaded browser): its path and launch flags, headless and with nothing talking to the network
 * on its own.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The launch flags; `allowedPorts` lets the browser open ports Chromium blocks by default (the e2e suite's). */
export function chromiumArgs(allowedPorts: readonly number[] = []): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(allowedPorts.length ? [`--explicitly-allowed-ports=${allowedPorts.join(',')}`] : []),
  ];
}
