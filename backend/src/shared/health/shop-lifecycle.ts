/**
 * Where this process is in its life, for the readiness probe: starting (migrations and the read models'
 * catch-up still running), serving, or stopping (SIGTERM received: the load balancer must stop sending).
 */
export class ShopLifecycle {
  private started = false;
  private stopping = false;

  markStarted(): void {
    this.started = true;
  }

  beginShutdown(): void {
    this.stopping = true;
  }

  get isStarted(): boolean {
    return this.started;
  }

  get isStopping(): boolean {
    return this.stopping;
  }
}
