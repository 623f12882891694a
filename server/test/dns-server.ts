/**
 * A real DNS server for tests (the `dns2` package, UDP on 127.0.0.1 and a free port): answers TXT questions from
 * a table the test fills, NXDOMAIN for names it does not know. `silent()` is a socket that reads questions and
 * never answers, for "DNS does not answer".
 */
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dns2 from 'dns2';

const { Packet } = dns2;

export interface TestDns {
  /** For DNS_SERVERS: `127.0.0.1:<port>`. */
  server: string;
  /** The TXT records of each name (lower case). */
  txt: Map<string, string[]>;
  close(): Promise<void>;
}

/** `port` 0: a free one. */
export async function startTestDns(port = 0): Promise<TestDns> {
  const txt = new Map<string, string[]>();
  const server = dns2.createUDPServer((request, send) => {
    const response = Packet.createResponseFromRequest(request);
    const [question] = request.questions;
    const records = question ? txt.get(question.name.toLowerCase()) : undefined;
    if (!question || !records)
      response.header.rcode = 3; // NXDOMAIN
    else if (question.type === Packet.TYPE.TXT)
      for (const data of records) response.answers.push(Packet.createResourceFromQuestion(question, { ttl: 60, data }));
    void send(response);
  });
  await server.listen(port, '127.0.0.1');
  const bound = (server.address() as AddressInfo).port;
  return {
    server: `127.0.0.1:${bound}`,
    txt,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A UDP port that takes questions and never answers. */
export async function startSilentDns(): Promise<{ server: string; close(): Promise<void> }> {
  const socket = createSocket('udp4');
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
