import { createServer } from 'node:http';
import type { Registry } from 'prom-client';

export type MetricsServer = { start: () => Promise<void>; stop: () => Promise<void> };

/**
 * The metrics on a port of their own, served without a token: that port is meant to be
 * reachable only from the monitoring network (a firewall's job), never published.
 */
export function createMetricsServer(registry: Registry, host: string, port: number): MetricsServer {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://metrics').pathname;
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable : voir /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Métriques indisponibles\n'),
    );
  });
  return {
    start: () =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
    stop: () =>
      new Promise((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        // Prometheus keeps its connection open between scrapes: close does not wait for it.
        server.closeAllConnections();
      }),
  };
}
