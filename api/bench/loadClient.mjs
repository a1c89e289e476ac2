// Load client, run in its own process by api/bench/load.ts: drives the API with autocannon and reports
// every response's route, status and time (ms) back to the parent.
//
// The parent sends one message per phase: { url, seconds, populations }. A population is a set of users
// working through the same steps: `routes` names each step, `loops` holds the concrete requests of one
// pass of a user ({ method, path, headers, body } per step), `rate` is the population's requests per
// second. autocannon paces a connection in whole requests a second, so a population runs as `rate`
// keep-alive connections at one request a second each (above MAX_CONNECTIONS, that many connections at
// more requests a second each), in GROUPS autocannon instances started evenly
// over the first second (so that the requests arrive spread over each second, not all at its start).
// Each pass of a connection takes the next loop (round robin), so every seeded user and link is used.
import autocannon from 'autocannon';

const GROUPS = 10;
const MAX_CONNECTIONS = 200;

/** Runs one population for `seconds`; records into `out` ({ samples, failures, errorBodies }). */
function runPopulation(url, seconds, population, out, startedAt) {
  const { samples, failures, errorBodies } = out;
  let next = 0;
  const takeLoop = () => population.loops[next++ % population.loops.length];
  const requests = population.routes.map((route, i) => ({
    route,
    setupRequest: (request, context) => {
      if (i === 0 || !context.loop) context.loop = takeLoop();
      const step = context.loop[i];
      return { ...request, method: step.method, path: step.path, headers: { ...request.headers, ...step.headers }, body: step.body };
    },
    onResponse: (status, body) => {
      if (status >= 400 && errorBodies.length < 50) errorBodies.push(`${route}: ${status} ${String(body).slice(0, 300)}`);
    },
  }));
  const connections = Math.max(1, Math.min(MAX_CONNECTIONS, Math.round(population.rate)));
  const connectionRate = Math.max(1, Math.round(population.rate / connections));
  const groups = Math.min(GROUPS, connections);
  const runs = [];
  for (let g = 0; g < groups; g++) {
    const share = Math.floor(connections / groups) + (g < connections % groups ? 1 : 0);
    runs.push(
      new Promise((resolve, reject) => {
        setTimeout(
          () => {
            const instance = autocannon(
              { url, connections: share, connectionRate, duration: seconds, requests, timeout: 30 },
              (error, result) => (error ? reject(error) : resolve(result)),
            );
            instance.on('response', (client, statusCode, _bytes, ms) => {
              const route = client.requestIterator.currentRequest.route;
              (samples[route] ??= []).push([statusCode, ms, Date.now() - startedAt]);
            });
            // Connection errors and timeouts (30 s) alike.
            instance.on('reqError', (error) => {
              out.failureCount++;
              if (failures.length < 50) failures.push(`${population.name}: ${error.code ?? error.message}`);
            });
          },
          (g * 1000) / groups,
        );
      }),
    );
  }
  return Promise.all(runs);
}

process.on('message', async (phase) => {
  const out = { samples: {}, failures: [], failureCount: 0, errorBodies: [] };
  const startedAt = Date.now();
  const results = await Promise.all(phase.populations.map((p) => runPopulation(phase.url, phase.seconds, p, out, startedAt)));
  const timeouts = results.flat().reduce((n, r) => n + r.timeouts, 0);
  process.send({ ...out, timeouts }, () => process.exit(0));
});
