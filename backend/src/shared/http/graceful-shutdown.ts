import type { Server } from 'node:http';
import { INestApplication, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import type { ShopLifecycle } from '../health/shop-lifecycle';

/** Once stopping, every answer closes its connection, so kept-alive clients reconnect to another instance. */
export function closeConnectionsWhenStopping(lifecycle: ShopLifecycle) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    if (lifecycle.isStopping) res.setHeader('Connection', 'close');
    next();
  };
}

function connectionCount(server: Server): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops the shop without losing a request: readiness answers 503 at once, the port stops accepting
 * connections, requests in flight finish (up to graceMs; then their connections are cut), and only then
 * the database pool and the other resources close. Resolves when everything is closed.
 */
export async function stopGracefully(app: INestApplication, lifecycle: ShopLifecycle, graceMs: number): Promise<void> {
  const logger = new Logger('Shutdown');
  lifecycle.beginShutdown();
  const server = app.getHttpServer() as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const deadline = Date.now() + graceMs;
  let open = await connectionCount(server);
  logger.log(`Stopping: no new connections; waiting up to ${graceMs} ms for ${open} open connection(s)`);
  while (open > 0 && Date.now() < deadline) {
    await sleep(50);
    server.closeIdleConnections();
    open = await connectionCount(server);
  }
  if (open > 0) {
    logger.warn(`Grace time over: closing ${open} connection(s) still open`);
    server.closeAllConnections();
  }
  await closed;
  await app.close();
  logger.log('Stopped: every request answered, database pool closed');
}
