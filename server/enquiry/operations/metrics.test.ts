// @vitest-environment node
import { register as globalRegistry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createMetrics, refusalReasons, type BacklogProbe } from './metrics';

/** The samples of a Prometheus text exposition, by series (`name{labels}`), as numbers. */
function samples(text: string): Map<string, number> {
  const found = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(\S+?(?:\{.*\})?) (\S+)$/.exec(line);
    if (!match) throw new Error(`not a sample line: ${line}`);
    found.set(match[1]!, Number(match[2]));
  }
  return found;
}

async function scrape(metrics: { registry: { metrics(): Promise<string> } }) {
  return samples(await metrics.registry.metrics());
}

const receivedAt = '2026-01-01T00:00:00.000Z';

function fixedProbe(undelivered = 0, oldestReceivedAt: string | null = null) {
  let reads = 0;
  const probe: BacklogProbe & { reads(): number } = {
    backlog: () => {
      reads += 1;
      return Promise.resolve({ undelivered, oldestReceivedAt });
    },
    reads: () => reads,
  };
  return probe;
}

describe('enquiry metrics', () => {
  it('count accepted, refused (by reason), delivered and failed enquiries', async () => {
    const metrics = createMetrics(fixedProbe());
    metrics.accepted();
    metrics.accepted();
    metrics.refused('rate_limited');
    metrics.refused('rate_limited');
    metrics.refused('origin');
    metrics.delivered(0.2);
    metrics.failed();

    const values = await scrape(metrics);
    expect(values.get('enquiry_accepted_total')).toBe(2);
    expect(values.get('enquiry_refused_total{reason="rate_limited"}')).toBe(2);
    expect(values.get('enquiry_refused_total{reason="origin"}')).toBe(1);
    expect(values.get('enquiry_refused_total{reason="invalid"}')).toBe(0);
    expect(values.get('enquiry_delivered_total')).toBe(1);
    expect(values.get('enquiry_failed_total')).toBe(1);
  });

  it('show every refusal reason at 0 before any refusal', async () => {
    const values = await scrape(createMetrics(fixedProbe()));
    for (const reason of refusalReasons) {
      expect(values.get(`enquiry_refused_total{reason="${reason}"}`)).toBe(0);
    }
    expect(values.get('enquiry_accepted_total')).toBe(0);
  });

  it('put each send time in the histogram buckets', async () => {
    const metrics = createMetrics(fixedProbe());
    metrics.delivered(0.3);
    metrics.delivered(42);
    metrics.delivered(900);

    const values = await scrape(metrics);
    expect(values.get('enquiry_send_duration_seconds_bucket{le="0.05"}')).toBe(0);
    expect(values.get('enquiry_send_duration_seconds_bucket{le="0.5"}')).toBe(1);
    expect(values.get('enquiry_send_duration_seconds_bucket{le="60"}')).toBe(2);
    expect(values.get('enquiry_send_duration_seconds_bucket{le="600"}')).toBe(2);
    expect(values.get('enquiry_send_duration_seconds_bucket{le="+Inf"}')).toBe(3);
    expect(values.get('enquiry_send_duration_seconds_count')).toBe(3);
    expect(values.get('enquiry_send_duration_seconds_sum')).toBeCloseTo(942.3);
    expect(values.get('enquiry_delivered_total')).toBe(3);
  });

  it('read the backlog and its oldest age from the store once per scrape', async () => {
    const probe = fixedProbe(7, receivedAt);
    const metrics = createMetrics(probe, { now: () => Date.parse(receivedAt) + 90_500 });

    const values = await scrape(metrics);
    expect(values.get('enquiry_backlog')).toBe(7);
    expect(values.get('enquiry_oldest_undelivered_age_seconds')).toBe(90.5);
    expect(values.get('enquiry_store_up')).toBe(1);
    expect(probe.reads()).toBe(1);

    await scrape(metrics);
    expect(probe.reads()).toBe(2);
  });

  it('give the oldest age as 0 when nothing is undelivered', async () => {
    const values = await scrape(createMetrics(fixedProbe(0, null)));
    expect(values.get('enquiry_backlog')).toBe(0);
    expect(values.get('enquiry_oldest_undelivered_age_seconds')).toBe(0);
    expect(values.get('enquiry_store_up')).toBe(1);
  });

  it('keep the scrape whole when the store fails, with enquiry_store_up 0 until it reads again', async () => {
    let broken = true;
    const metrics = createMetrics({
      backlog: () =>
        broken
          ? Promise.reject(new Error('connection refused'))
          : Promise.resolve({ undelivered: 3, oldestReceivedAt: null }),
    });
    metrics.accepted();

    let values = await scrape(metrics);
    expect(values.get('enquiry_store_up')).toBe(0);
    expect(values.get('enquiry_backlog')).toBeNaN();
    expect(values.get('enquiry_oldest_undelivered_age_seconds')).toBeNaN();
    expect(values.get('enquiry_accepted_total')).toBe(1);

    broken = false;
    values = await scrape(metrics);
    expect(values.get('enquiry_store_up')).toBe(1);
    expect(values.get('enquiry_backlog')).toBe(3);
  });

  it('keep the scrape whole when the probe throws before it returns a promise', async () => {
    const metrics = createMetrics({
      backlog: () => {
        throw new Error('not open');
      },
    });
    const values = await scrape(metrics);
    expect(values.get('enquiry_store_up')).toBe(0);
  });

  it('give up on a store that does not answer within the probe timeout', async () => {
    const metrics = createMetrics(
      { backlog: () => new Promise(() => undefined) },
      { probeTimeoutMs: 50 },
    );
    const started = Date.now();
    const values = await scrape(metrics);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(values.get('enquiry_store_up')).toBe(0);
    expect(values.get('enquiry_backlog')).toBeNaN();
  });

  it("use a registry of their own, with the process's default metrics, never the global one", async () => {
    const first = createMetrics(fixedProbe());
    const second = createMetrics(fixedProbe());
    first.accepted();

    const values = await scrape(first);
    expect(values.has('process_cpu_user_seconds_total')).toBe(true);
    expect(values.has('nodejs_heap_size_used_bytes')).toBe(true);
    expect((await scrape(second)).get('enquiry_accepted_total')).toBe(0);
    expect(await globalRegistry.metrics()).not.toContain('enquiry_');
    expect(first.registry.contentType).toBe('text/plain; version=0.0.4; charset=utf-8');
  });
});
