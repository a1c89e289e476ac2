/**
 * The load benchmark's queue depths, read from the API's own `/metrics` (docs/deployment.md#what-an-operator-watches)
 * as Prometheus would scrape them: a loopback client asking for a loopback host, every `intervalMs`.
 */
export interface QueueDepthSample {
  /** Seconds since the sampler started. */
  at: number;
  /** `queue/state` → jobs, plus the mails waiting and the stamping backlog. */
  values: Map<string, number>;
}

const SERIES = /^offerdesk_(queue_jobs\{queue="([^"]+)",state="([^"]+)"\}|mails_waiting|stamping_backlog) (\S+)$/;

/** The series of one scrape's text that the sampler keeps. */
export function queueDepthsOf(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = SERIES.exec(line);
    if (m) values.set(m[2] ? `${m[2]}/${m[3]}` : m[1], Number(m[4]));
  }
  return values;
}

export function sampleQueueDepths(base: string, intervalMs: number): { stop(): Promise<QueueDepthSample[]> } {
  const started = Date.now();
  const samples: QueueDepthSample[] = [];
  const scrape = async () => {
    const res = await fetch(`${base}/metrics`);
    if (res.ok) samples.push({ at: (Date.now() - started) / 1000, values: queueDepthsOf(await res.text()) });
  };
  let last = scrape();
  const timer = setInterval(() => {
    last = last.then(scrape, scrape);
  }, intervalMs);
  return {
    /** Stops after one last scrape (the depths as the sampling ends). */
    async stop() {
      clearInterval(timer);
      await last.then(scrape, scrape).catch(() => undefined);
      return samples;
    },
  };
}

/** One line per sample with every series that was ever above zero (the others stayed empty). */
export function printQueueDepths(samples: readonly QueueDepthSample[]): void {
  const names = [...new Set(samples.flatMap((s) => [...s.values].filter(([, v]) => v > 0).map(([k]) => k)))].sort();
  console.log(`  queue depths from /metrics (${samples.length} scrapes)${names.length ? '' : ': every queue stayed empty'}`);
  if (!names.length) return;
  console.log(`  ${'s'.padStart(6)}${names.map((n) => n.padStart(Math.max(n.length + 2, 8))).join('')}`);
  for (const s of samples)
    console.log(
      `  ${s.at.toFixed(1).padStart(6)}${names.map((n) => String(s.values.get(n) ?? 0).padStart(Math.max(n.length + 2, 8))).join('')}`,
    );
}
