// Bench client, run in its own process: fires N sequential keep-alive GETs and reports the timings (ms).
import http from 'node:http';

const [url, token, count] = [process.argv[2], process.argv[3], Number(process.argv[4])];
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

const get = () =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });

const timings = [];
for (let i = 0; i < count; i++) {
  const start = process.hrtime.bigint();
  await get();
  timings.push(Number(process.hrtime.bigint() - start) / 1e6);
}
agent.destroy();
process.send({ timings });
