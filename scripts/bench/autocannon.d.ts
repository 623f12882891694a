// The few parts of autocannon's result the benchmarks read (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all, after which the run ends; autocannon then ignores `duration`. */
    amount?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    /** Each request may rewrite its own path, so every call can be a different query. */
    requests?: Array<{ setupRequest?: (request: { path: string }) => { path: string } }>;
  }
  interface Result {
    requests: { average: number; total: number };
    latency: { p50: number; p90: number; p97_5: number; p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** The run: awaited for its result, or stopped early with `stop()`. */
  function autocannon(options: Options): Promise<Result> & {
    stop(): void;
    /** Each answer: its status, size and time in milliseconds. */
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  export default autocannon;
}
