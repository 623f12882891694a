/** For hostile tests: asks `GET health` over and over while an attack runs, so a test can show it kept answering. */
import type { TestApp } from './test-app';

export interface HealthProbe {
  /** Each probe's status and how long it took to answer, in milliseconds. */
  status: number;
  ms: number;
}

/**
 * Runs `attack` while probing health every `everyMs` (one probe at a time) until the attack has settled and one
 * more probe has answered; gives back the attack's result and every probe.
 */
export async function probingHealth<T>(
  t: Pick<TestApp, 'request'>,
  attack: () => Promise<T>,
  everyMs = 10,
): Promise<{ result: T; probes: HealthProbe[] }> {
  const probes: HealthProbe[] = [];
  let settled = false;
  const probing = (async () => {
    do {
      const started = performance.now();
      const res = await t.request({ method: 'GET', url: '/health' });
      probes.push({ status: res.statusCode, ms: performance.now() - started });
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    } while (!settled);
  })();
  try {
    return { result: await attack(), probes };
  } finally {
    settled = true;
    await probing;
  }
}
