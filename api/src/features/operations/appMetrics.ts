/**
 * The Prometheus metrics of one app (docs/deployment.md#what-an-operator-watches): a registry of its
 * own per buildApp, never prom-client's global one, so several apps in one process count apart.
 * Requests and the event loop are this instance's; the queue, mail, stamping and webhook series are
 * read from the database at each scrape, alike on every instance.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/db';
import { backlog, queueDepths } from './operationsRepo';

export interface AppMetrics {
  /** An answered request, under its route pattern (never the raw URL): 'unmatched' when no route matched. */
  observeRequest(method: string, route: string | undefined, status: number, seconds: number): void;
  /** The exposition text, the database's series read now. */
  render(): Promise<{ contentType: string; text: string }>;
  stop(): void;
}

const NS_PER_SECOND = 1e9;

export function createAppMetrics(db: Db, o: { openStreams: () => number; onError: (error: Error) => void }): AppMetrics {
  const registry = new Registry();
  const requests = new Counter({
    name: 'offerdesk_http_requests_total',
    help: 'Requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'offerdesk_http_request_duration_seconds',
    help: 'Time from a request received to its answer sent, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  new Gauge({
    name: 'offerdesk_event_loop_delay_seconds',
    help: 'Event-loop delay since the previous scrape: median, 99th percentile and maximum',
    labelNames: ['quantile'] as const,
    registers: [registry],
    collect() {
      const sampled = loop.count > 0;
      this.set({ quantile: '0.5' }, sampled ? loop.percentile(50) / NS_PER_SECOND : 0);
      this.set({ quantile: '0.99' }, sampled ? loop.percentile(99) / NS_PER_SECOND : 0);
      this.set({ quantile: 'max' }, sampled ? loop.max / NS_PER_SECOND : 0);
      loop.reset();
    },
  });
  new Gauge({
    name: 'offerdesk_live_streams_open',
    help: 'Live event streams open on this instance',
    registers: [registry],
    collect() {
      this.set(o.openStreams());
    },
  });
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const queueJobs = gauge('offerdesk_queue_jobs', 'Jobs of the durable queue still to run, by queue and state (waiting, active)', [
    'queue',
    'state',
  ]);
  const mailsWaiting = gauge('offerdesk_mails_waiting', 'Mails queued and not sent yet');
  const stampingBacklog = gauge('offerdesk_stamping_backlog', 'Sign sets with signatures not stamped into their documents yet');
  const webhooksFailed = gauge('offerdesk_webhook_deliveries_failed', 'Webhook deliveries that used all their tries');
  const webhooksRetrying = gauge('offerdesk_webhook_deliveries_retrying', 'Webhook deliveries waiting for another try after a failed one');
  const databaseRead = gauge(
    'offerdesk_database_read_ok',
    '1 when this scrape read the database series, else 0 (they keep their last values)',
  );

  const readDatabase = async () => {
    try {
      const [depths, b] = await Promise.all([queueDepths(db), backlog(db)]);
      queueJobs.reset();
      for (const d of depths) {
        queueJobs.set({ queue: d.queue, state: 'waiting' }, d.waiting);
        queueJobs.set({ queue: d.queue, state: 'active' }, d.active);
      }
      mailsWaiting.set(b.mailsWaiting);
      stampingBacklog.set(b.stampingBacklog);
      webhooksFailed.set(b.webhooksFailed);
      webhooksRetrying.set(b.webhooksRetrying);
      databaseRead.set(1);
    } catch (error) {
      databaseRead.set(0);
      o.onError(error as Error);
    }
  };

  return {
    observeRequest(method, route, status, seconds) {
      const path = route ?? 'unmatched';
      requests.inc({ method, route: path, status: String(status) });
      latency.observe({ method, route: path }, seconds);
    },
    async render() {
      await readDatabase();
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
    stop: () => loop.disable(),
  };
}
