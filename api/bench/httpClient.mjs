// Bench client, run in its own process: fires N sequential keep-alive GETs and reports the timings (ms).
// Extra URLs after the count are used in turn with the first (a set of different queries).
import http from 'node:http';

const [token, count] = [process.argv[3], Number(process.argv[4])];
const urls = [process.argv[2], ...process.argv.slice(5)];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const get = (url) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode} for ${url}`))));
    });
    req.on('error', reject);
  });

const timings = [];
for (let i = 0; i < count; i++) {
  const start = process.hrtime.bigint();
  await get(urls[i % urls.length]);
  timings.push(Number(process.hrtime.bigint() - start) / 1e6);
}
agent.destroy();
process.send({ timings });
