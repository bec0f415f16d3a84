import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * A client that announces what it never sends does not keep its connection (ADR 059):
 * headers and whole requests have their time, then 408 and the connection closes.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ HTTP_HEADERS_TIMEOUT: '300', HTTP_REQUEST_TIMEOUT: '600', HTTP_IDLE_TIMEOUT: '5000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t?.close();
});

/** Sends `text` on a fresh connection and gathers what comes back until the server closes it. */
function sendAndWaitForClose(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

describe('request and header timeouts', () => {
  it('answers 408 and closes the connection when a declared body never arrives', async () => {
    const answer = await sendAndWaitForClose(
      'POST /oauth/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"grant',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers 408 and closes the connection when the headers never end', async () => {
    const answer = await sendAndWaitForClose('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still answers a request sent in time', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
  });
});
