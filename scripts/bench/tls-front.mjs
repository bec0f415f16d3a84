// The TLS front the platform runs behind in production (README, « In production »), for
// the bench: HTTPS and HTTP/2 on a port of its own, every request passed to the app as a
// reverse proxy passes it. Lighthouse measures pages through it (ADR 109): a phone reaches the
// platform over HTTP/2, where its scripts share one connection, not over HTTP/1.1's six.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers of one connection only, which HTTP/2 forbids and a proxy does not pass on. */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/** A certificate for 127.0.0.1 made for this run: Chromium is told to accept it (--ignore-certificate-errors). */
function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    const key = path.join(folder, 'key.pem');
    const cert = path.join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'],
        ...['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert],
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function withoutHopByHop(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers))
    if (!name.startsWith(':') && !hopByHop.has(name)) kept[name] = value;
  return kept;
}

/** Starts the front before `origin` (http://host:port); resolves to its https origin and `close`. */
export async function startTlsFront(origin) {
  const target = new URL(origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, (request, response) => {
    const headers = {
      ...withoutHopByHop(request.headers),
      host: request.headers[':authority'] ?? request.headers.host,
    };
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `https://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
