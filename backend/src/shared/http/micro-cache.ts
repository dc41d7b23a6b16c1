/**
 * A small in-process cache of finished HTTP answers with a short time to live.
 *
 * Correct across several backend processes without any coordination: an answer is never served
 * older than `ttlMs`, so a change made through any process is visible everywhere within that time.
 * Concurrent misses for one key share a single computation (no stampede on expiry), and the total
 * size is bounded, oldest entries leaving first.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** Headers to send again with the body (content type, Content-Range ...). */
  headers: Record<string, string>;
  /** The route pattern that answered (`/api/products/:id`), for the log line of a copy sent from the cache. */
  route?: string;
  /** The body compressed, made on the first request that asks for each encoding (cached-answer-sending). */
  encoded?: { br?: Buffer; gzip?: Buffer };
}

interface Entry {
  answer: CachedAnswer;
  storedAt: number;
}

export class MicroCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer | undefined>>();
  private bytes = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.storedAt >= this.ttlMs) {
      this.delete(key);
      return undefined;
    }
    return entry.answer;
  }

  /** The computation already under way for this key, if any. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.pending.get(key);
  }

  /** Marks a computation under way; `settle` stores its answer (or nothing) and wakes the waiters. */
  begin(key: string): (answer: CachedAnswer | undefined) => void {
    let resolve!: (answer: CachedAnswer | undefined) => void;
    this.pending.set(key, new Promise((r) => (resolve = r)));
    return (answer) => {
      this.pending.delete(key);
      if (answer) this.set(key, answer);
      resolve(answer);
    };
  }

  set(key: string, answer: CachedAnswer): void {
    if (answer.body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { answer, storedAt: this.now() });
    this.bytes += answer.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.answer.body.length;
    this.entries.delete(key);
  }
}
