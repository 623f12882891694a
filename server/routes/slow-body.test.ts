/**
 * Issue #34.4: a request body that stops or trickles must not hold its connection for ever, while an upload that
 * keeps sending, however slowly, goes through. Real sockets against a listening server with short bounds (the
 * production ones are REQUEST_BODY_IDLE_SECONDS and ten minutes plus MAX_UPLOAD_MB at 64 KiB/s), with `GET health`
 * asked over the network throughout.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema';
import { makeUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { PDF } from '../test/uploads';

const IDLE_MS = 800;
const REQUEST_MS = 2_500;

let t: TestApp;
let server: FastifyInstance;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await t.twin({ bodyIdleTimeoutMs: IDLE_MS, requestTimeoutMs: REQUEST_MS });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as net.AddressInfo).port;
  token = (await makeUser(t.database.db)).token;
});
afterAll(async () => {
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Asks `GET health` over the network every 50 ms while `attack` runs; every status seen. */
async function healthMeanwhile<T>(attack: () => Promise<T>): Promise<{ result: T; statuses: number[] }> {
  const statuses: number[] = [];
  let done = false;
  const probing = (async () => {
    while (!done) {
      const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      statuses.push(res.status);
      await res.arrayBuffer();
      await sleep(50);
    }
  })();
  try {
    return { result: await attack(), statuses };
  } finally {
    done = true;
    await probing;
  }
}

interface Closed {
  /** Milliseconds from the last byte sent to the server closing the connection. */
  afterLastByte: number;
  /** Milliseconds from the first byte sent. */
  afterFirstByte: number;
  answer: string;
}

/**
 * Sends `head` then, every `everyMs`, the next of `chunks` (an empty list: nothing more), and waits for the
 * server to close the connection (failing after `giveUpMs`).
 */
function sendThenWait(head: string, chunks: Buffer[], everyMs: number, giveUpMs = 10_000): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let first = 0;
    let last = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => {
      socket.destroy();
      reject(new Error('the server never closed the connection'));
    }, giveUpMs);
    socket.on('connect', () => {
      socket.write(head);
      first = last = performance.now();
      const next = () => {
        const chunk = chunks.shift();
        if (!chunk || socket.destroyed) return;
        socket.write(chunk);
        last = performance.now();
        timer = setTimeout(next, everyMs);
      };
      timer = setTimeout(next, everyMs);
    });
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      const now = performance.now();
      resolve({
        afterLastByte: now - last,
        afterFirstByte: now - first,
        answer: Buffer.concat(received).toString('latin1'),
      });
    });
  });
}

const partHead = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="halv.pdf"\r\n\r\n`;
/** An upload's request head and its part's head; the body's length is `length` in all. */
const uploadHead = (length: number, boundary: string) =>
  `POST /api/v1/upload_file HTTP/1.1\r\nHost: x\r\nAuthorization: Token ${token}\r\nConnection: close\r\n` +
  `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n` +
  partHead(boundary);

describe('a request body that stops or trickles', () => {
  it('answers 408 and closes an upload that stops sending within the idle bound, leaving no blob or row', async () => {
    const before = { blobs: t.blobs().length, rows: (await t.database.db.select().from(uploads)).length };
    const { result, statuses } = await healthMeanwhile(() =>
      sendThenWait(uploadHead(5_000_000, 'stopped'), [Buffer.concat([PDF, Buffer.alloc(100_000, 0x20)])], 20),
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.answer).toContain('"code":"TIMEOUT"');
    expect(result.afterLastByte).toBeGreaterThanOrEqual(IDLE_MS - 50);
    expect(result.afterLastByte).toBeLessThan(IDLE_MS + 1_500);
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The upload command removes what it had written once its stream ends early.
    for (let i = 0; i < 40 && t.blobs().length > before.blobs; i++) await sleep(50);
    expect(t.blobs()).toHaveLength(before.blobs);
    expect(await t.database.db.select().from(uploads)).toHaveLength(before.rows);
  });

  it('answers 408 to a JSON body that never arrives whole', async () => {
    const head =
      'POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":';
    const { result, statuses } = await healthMeanwhile(() => sendThenWait(head, [], 20));
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.afterLastByte).toBeLessThan(IDLE_MS + 1_500);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('cuts off a body trickled a byte at a time at the whole-request bound', async () => {
    const trickle = Array.from({ length: 100 }, () => Buffer.from(' '));
    const { result, statuses } = await healthMeanwhile(() =>
      sendThenWait(uploadHead(5_000_000, 'trickled'), [PDF, ...trickle], IDLE_MS / 4),
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(result.afterFirstByte).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    // Node looks every quarter of the headers' bound (here the request's): within that after the bound.
    expect(result.afterFirstByte).toBeLessThan(REQUEST_MS + REQUEST_MS / 4 + 1_500);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('lets an upload through that keeps sending slowly, past the idle bound in total', async () => {
    const boundary = 'slow';
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const pieces = [PDF.subarray(0, 20), PDF.subarray(20, 60), PDF.subarray(60), tail];
    const length = Buffer.byteLength(partHead(boundary)) + PDF.length + tail.length;
    const { result } = await healthMeanwhile(() =>
      sendThenWait(uploadHead(length, boundary), pieces, (IDLE_MS * 3) / 4),
    );
    expect(result.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(result.afterFirstByte).toBeGreaterThan(IDLE_MS * 2);
  });
});
