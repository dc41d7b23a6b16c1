import { createServer, Server } from 'node:http';
import { ExpressAdapter } from '@nestjs/platform-express';
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
}
