import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /javascript|css|html|json|svg|text\//;

function rawHeaders(headers: IncomingHttpHeaders): string {
  return Object.entries(headers)
    .flatMap(([name, value]) =>
      Array.isArray(value) ? value.map((item) => `${name}: ${item}`) : value === undefined ? [] : [`${name}: ${value}`],
    )
    .join('\r\n');
}

/**
 * A reverse proxy that gzips text responses, standing in for the compression the graph server does not do yet, so the
 * benchmark can show both what readers get today and what they get once responses are compressed. WebSocket upgrades
 * are piped through untouched. Resolves with the proxy's port.
 */
export async function startGzipProxy(targetPort: number): Promise<{ port: number; server: Server }> {
  const server = createServer((req, res) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: targetPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const accepts = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (accepts && !headers['content-encoding'] && COMPRESSIBLE.test(String(headers['content-type'] ?? ''))) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(createGzip()).pipe(res);
        } else {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        }
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('upgrade', (req, socket, head) => {
    const upstream = connect(targetPort, '127.0.0.1', () => {
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${rawHeaders(req.headers)}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}
