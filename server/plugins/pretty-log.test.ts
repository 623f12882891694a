import { describe, expect, it } from 'vitest';
import { prettyLine } from './pretty-log';

const at = new Date('2026-11-24T12:34:56Z').getTime();
const clock = new Date(at).toLocaleTimeString('sv-SE', { hour12: false });

describe('prettyLine', () => {
  it('makes one line of an answered request, and none of its arrival', () => {
    const done = {
      level: 30,
      time: at,
      reqId: 'r1',
      req: { method: 'GET', url: '/api/v1/project?limit=10' },
      res: { statusCode: 200 },
      responseTime: 12.345,
      msg: 'request completed',
    };
    expect(prettyLine(JSON.stringify(done), false)).toBe(`${clock} GET /api/v1/project?limit=10 200 12.3 ms`);
    expect(
      prettyLine(JSON.stringify({ level: 30, time: at, msg: 'incoming request', req: { method: 'GET' } }), false),
    ).toBeUndefined();
  });

  it('names a completed request by what its arrival said (fastify logs method and URL only then)', () => {
    const open = new Map();
    const arrival = {
      level: 30,
      time: at,
      reqId: 'req-7',
      req: { method: 'POST', url: '/api/v1/auth/login' },
      msg: 'incoming request',
    };
    const done = {
      level: 30,
      time: at,
      reqId: 'req-7',
      res: { statusCode: 401 },
      responseTime: 3,
      msg: 'request completed',
    };
    expect(prettyLine(JSON.stringify(arrival), false, open)).toBeUndefined();
    expect(prettyLine(JSON.stringify(done), false, open)).toBe(`${clock} POST /api/v1/auth/login 401 3.0 ms`);
    expect(open.size).toBe(0);
  });

  it('shows a message with its level and details, and an error with its stack', () => {
    expect(
      prettyLine(
        JSON.stringify({ level: 40, time: at, pid: 1, hostname: 'h', msg: 'blob left behind', key: 'ab/cd' }),
        false,
      ),
    ).toBe(`${clock} WARN  blob left behind {"key":"ab/cd"}`);
    const err = { message: 'boom', stack: 'Error: boom\n    at x (y.ts:1:1)' };
    expect(prettyLine(JSON.stringify({ level: 50, time: at, msg: 'storage sweep failed', err }), false)).toBe(
      `${clock} ERROR storage sweep failed\nError: boom\n    at x (y.ts:1:1)`,
    );
  });

  it('passes a line that is not JSON through as it is', () => {
    expect(prettyLine('plain text\n', false)).toBe('plain text');
  });
});
