/** Asks the server's health every few milliseconds while something else runs: its latency, and whether it died. */
import { percentile } from './harness';

export interface HealthReport {
  probes: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

/** Starts probing `GET health`; `stop()` answers what was seen. Each probe waits for the one before. */
export function startHealthProbe(port: number, everyMs = 100): { stop: () => Promise<HealthReport> } {
  const latencies: number[] = [];
  let failed = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(10_000) });
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
      } catch {
        failed += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        probes: sorted.length,
        failed,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? 0,
      };
    },
  };
}

export const healthLine = (h: HealthReport) =>
  `health: ${h.probes} probes, ${h.failed} failed; p50 ${h.p50.toFixed(1)} ms, p99 ${h.p99.toFixed(1)} ms, max ${h.max.toFixed(1)} ms`;
