import { createServer, Server } from 'node:http';
import { StreamableFile } from '@nestjs/common';
import { ExpressAdapter } from '@nestjs/platform-express';
import type { Response } from 'express';
import type { HttpLimits } from '../config/app-config';

type ServerTimeouts = Pick<HttpLimits, 'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs'>;

/**
 * Express under Nest, on an HTTP server that cuts slow clients off: headers must arrive within
 * headersTimeoutMs and the whole request within requestTimeoutMs (408), idle kept-alive connections close
 * after keepAliveTimeoutMs. Node checks these on a timer; a short one makes the limits hold to the second.
 */
export class ShopExpressAdapter extends ExpressAdapter {
  constructor(private readonly timeouts: ServerTimeouts) {
    super();
  }

  override initHttpServer(options: Parameters<ExpressAdapter['initHttpServer']>[0]): void {
    // TLS ends at the reverse proxy; an https server keeps Nest's own set-up.
    if (options?.httpsOptions) return super.initHttpServer(options);
    const server: Server = createServer(
      {
        headersTimeout: this.timeouts.headersTimeoutMs,
        requestTimeout: this.timeouts.requestTimeoutMs,
        keepAliveTimeout: this.timeouts.keepAliveTimeoutMs,
        connectionsCheckingInterval: Math.min(1_000, this.timeouts.headersTimeoutMs),
      },
      this.getInstance(),
    );
    server.keepAliveTimeout = this.timeouts.keepAliveTimeoutMs;
    this.setHttpServer(server);
  }

  /**
   * An answer marked `no-store` (every staff answer: the access guard marks them) is never kept, so
   * never revalidated: it is sent without the ETag Express would hash from the whole body (a weak
   * SHA-1 of 20-30 KB per order-list page). Everything else goes the ordinary way.
   */
  override reply(response: Response, body: unknown, statusCode?: number): unknown {
    if (!isJsonBody(body) || response.getHeader('Cache-Control') !== 'no-store') return super.reply(response, body, statusCode);
    if (statusCode) response.status(statusCode);
    if (!response.getHeader('Content-Type')) response.setHeader('Content-Type', 'application/json; charset=utf-8');
    return response.end(JSON.stringify(body));
  }
}

/** A plain object or array Nest would send as JSON (not a file stream, an error or nothing). */
function isJsonBody(body: unknown): body is object {
  return typeof body === 'object' && body !== null && !(body instanceof StreamableFile) && !(body instanceof Error);
}
