/**
 * Readable log lines for a person at a terminal (LOG_FORMAT=pretty, the default there): one line per answered
 * request — time, method, URL, status, duration — and other messages as `time LEVEL message`, with an error's
 * stack beneath. Pino still makes the JSON (with its redaction); this stream only re-reads it, synchronously,
 * so nothing is lost at exit and no transport thread is involved.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
const COLOURS: Record<number, string> = { 40: '\x1b[33m', 50: '\x1b[31m', 60: '\x1b[31m' };
const DIM = '\x1b[2m';
const RESET = '\x1b[0m';

interface LogLine {
  level: number;
  time: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

/** Fields fastify and pino add to every line, not worth a reader's attention. */
const ROUTINE = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'req', 'res', 'responseTime', 'err']);

const clock = (time: number) => new Date(time).toLocaleTimeString('sv-SE', { hour12: false });

/** Method and URL of requests under way, by request id: fastify names them on arrival, not on completion. */
type Requests = Map<string, { method?: string; url?: string }>;
const MAX_OPEN = 10_000;

/** One JSON log line as a readable line, or undefined for lines a person need not see (incoming requests). */
export function prettyLine(json: string, colour: boolean, open: Requests = new Map()): string | undefined {
  let line: LogLine;
  try {
    line = JSON.parse(json) as LogLine;
  } catch {
    return json.trimEnd();
  }
  const paint = (code: string | undefined, text: string) => (colour && code ? `${code}${text}${RESET}` : text);
  const time = paint(DIM, clock(line.time));
  const id = typeof line.reqId === 'string' || typeof line.reqId === 'number' ? String(line.reqId) : undefined;
  if (line.msg === 'incoming request') {
    if (id && line.req && open.size < MAX_OPEN) open.set(id, line.req);
    return undefined;
  }
  const req = line.req ?? (id ? open.get(id) : undefined);
  if (line.res?.statusCode !== undefined && req?.method) {
    if (id) open.delete(id);
    const status = line.res.statusCode;
    const ms = line.responseTime === undefined ? '' : ` ${line.responseTime.toFixed(1)} ms`;
    const code = status >= 500 ? COLOURS[50] : status >= 400 ? COLOURS[40] : undefined;
    return `${time} ${req.method} ${req.url ?? ''} ${paint(code, String(status))}${paint(DIM, ms)}`;
  }
  const level = LEVELS[line.level] ?? String(line.level);
  const extra = Object.fromEntries(Object.entries(line).filter(([k]) => !ROUTINE.has(k)));
  const details = Object.keys(extra).length ? ` ${paint(DIM, JSON.stringify(extra))}` : '';
  const stack = line.err?.stack ? `\n${line.err.stack}` : line.err?.message ? ` — ${line.err.message}` : '';
  return `${time} ${paint(COLOURS[line.level], level.padEnd(5))} ${line.msg ?? ''}${details}${stack}`;
}

/** A pino destination that writes readable lines to `out`. */
export function prettyStream(out: NodeJS.WriteStream = process.stdout): { write: (json: string) => void } {
  const colour = Boolean(out.isTTY) && !process.env.NO_COLOR;
  const open: Requests = new Map();
  return {
    write(json: string) {
      const text = prettyLine(json, colour, open);
      if (text !== undefined) out.write(`${text}\n`);
    },
  };
}
