// A tiny health endpoint for processes without an HTTP API (projector, monitor), for container health checks.
import http from 'node:http';

/** Serves GET /health with the report; 200 while `healthy`, else 503. Returns the close function. */
export function startHealthServer(port: number, report: () => { healthy: boolean; [detail: string]: unknown }): () => Promise<void> {
  const server = http.createServer((request, response) => {
    if (request.url !== '/health') {
      response.writeHead(404).end();
      return;
    }
    const body = report();
    response.writeHead(body.healthy ? 200 : 503, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  server.listen(port, '0.0.0.0');
  return () => new Promise((resolve) => server.close(() => resolve()));
}
