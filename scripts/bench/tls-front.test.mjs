import http from 'node:http';
import { connect } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTlsFront } from './tls-front.mjs';

/** One request over HTTP/2 to the front, its certificate accepted as Chromium is told to. */
function askOverHttp2(origin, { method = 'GET', path = '/', body } = {}) {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, 'content-type': 'text/plain' });
    let headers;
    let text = '';
    stream.on('response', (received) => (headers = received));
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status: headers[':status'], headers, text });
    });
    stream.end(body);
  });
}

describe('the bench’s TLS front (ADR 109)', () => {
  let app;
  let front;

  beforeAll(async () => {
    app = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        // Headers of one connection, which HTTP/2 forbids: the front must not pass them on.
        response.writeHead(201, { 'content-type': 'text/plain', connection: 'keep-alive', 'keep-alive': 'timeout=5' });
        response.end(`${request.method} ${request.url} ${request.headers.host} ${body}`);
      });
    });
    await new Promise((resolve) => app.listen(0, '127.0.0.1', resolve));
    front = await startTlsFront(`http://127.0.0.1:${app.address().port}`);
  });

  afterAll(async () => {
    await front.close();
    await new Promise((resolve) => app.close(resolve));
  });

  it('answers over HTTPS and HTTP/2 with the app’s answer: status, headers and body', async () => {
    expect(front.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const host = front.origin.replace('https://', '');
    const answer = await askOverHttp2(front.origin, { path: '/api/workshops?page=2' });
    expect(answer.status).toBe(201);
    expect(answer.headers['content-type']).toBe('text/plain');
    expect(answer.headers.connection).toBeUndefined();
    expect(answer.text).toBe(`GET /api/workshops?page=2 ${host} `);
  });

  it('passes a request’s body to the app', async () => {
    const answer = await askOverHttp2(front.origin, { method: 'POST', path: '/api/login', body: 'bonjour' });
    expect(answer.text).toMatch(/^POST \/api\/login \S+ bonjour$/);
  });

  it('answers 502 when the app does not answer', async () => {
    const closed = await startTlsFront('http://127.0.0.1:1');
    try {
      expect((await askOverHttp2(closed.origin)).status).toBe(502);
    } finally {
      await closed.close();
    }
  });
});
