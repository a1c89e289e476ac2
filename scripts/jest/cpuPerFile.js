/**
 * With OFFERDESK_TEST_CPU_FILE set (`npm test` sets it): appends one line per test file to that
 * file, with the CPU seconds its worker spent from its first to its last test hook (PGlite runs in
 * the worker, so its queries count; a PostgreSQL server's own work does not). `npm test` prints the
 * costliest files: where the time of a run goes, whatever else the machine was doing.
 */
/* global beforeAll, afterAll, expect -- jest's globals in a setup file */
const fs = require('node:fs');

const out = process.env.OFFERDESK_TEST_CPU_FILE;
if (out) {
  let start;
  let wallStart;
  beforeAll(() => {
    start = process.cpuUsage();
    wallStart = Date.now();
  });
  afterAll(() => {
    const used = process.cpuUsage(start);
    const line = {
      file: expect.getState().testPath,
      cpuSeconds: (used.user + used.system) / 1e6,
      wallSeconds: (Date.now() - wallStart) / 1000,
    };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
