/**
 * A small in-process cache of finished HTTP answers with a short time to live.
 *
 * Correct across several backend processes: an answer is never served more than `ttlMs` after the
 * shop last changed, so a change made through any process is visible everywhere within that time.
 * Without a `generation` that is plain expiry. With one (the shop's change generation, raised by
 * every write through any process), an expired answer whose generation is still the current one
 * (read within the last `ttlMs`) is kept for another `ttlMs`, up to `maxAgeMs`, instead of being
 * computed again: an unchanged page or list costs nothing once a second.
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
  /** When it was computed: never kept past `maxAgeMs` from then, whatever the generation says. */
  computedAt: number;
  /** The shop's change generation when its computation began; undefined when unknown then. */
  generation: number | undefined;
}

/** The shop's change generation as last read, or undefined when that read is older than the time to live. */
export interface ChangeGenerationSource {
  known(): number | undefined;
}

/** How long an unchanged answer may be kept again and again: a bound for changes made outside the API. */
export const REVALIDATED_MAX_AGE_MS = 30_000;

export class MicroCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer | undefined>>();
  private bytes = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxBytes: number,
    private readonly now: () => number = Date.now,
    private readonly generation: ChangeGenerationSource | null = null,
    private readonly maxAgeMs: number = REVALIDATED_MAX_AGE_MS,
  ) {}

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt < this.ttlMs) {
      // Asked while fresh, so that the generation is read again in the background before the answer expires.
      this.generation?.known();
      return entry.answer;
    }
    if (this.stillCurrent(entry, now)) {
      entry.storedAt = now;
      return entry.answer;
    }
    this.delete(key);
    return undefined;
  }

  private stillCurrent(entry: Entry, now: number): boolean {
    if (!this.generation || entry.generation === undefined || now - entry.computedAt >= this.maxAgeMs) return false;
    return this.generation.known() === entry.generation;
  }

  /** The computation already under way for this key, if any. */
  inFlight(key: string): Promise<CachedAnswer | undefined> | undefined {
    return this.pending.get(key);
  }

  /** Marks a computation under way; `settle` stores its answer (or nothing) and wakes the waiters. */
  begin(key: string): (answer: CachedAnswer | undefined) => void {
    // Taken before the computation reads anything: a change committed meanwhile raises the generation
    // past this one, so the answer is computed again at its expiry rather than kept.
    const generation = this.generation?.known();
    const startedAt = this.now();
    let resolve!: (answer: CachedAnswer | undefined) => void;
    this.pending.set(key, new Promise((r) => (resolve = r)));
    return (answer) => {
      this.pending.delete(key);
      if (answer) this.store(key, answer, generation, startedAt);
      resolve(answer);
    };
  }

  /** Keeps an answer computed now (never revalidated: its computation's start is not known). */
  set(key: string, answer: CachedAnswer): void {
    this.store(key, answer, undefined, this.now());
  }

  private store(key: string, answer: CachedAnswer, generation: number | undefined, computedAt: number): void {
    if (answer.body.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, { answer, storedAt: this.now(), computedAt, generation });
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
