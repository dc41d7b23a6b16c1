import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CatalogCacheConfig } from '../config/catalog-cache.config';
import { outsideStatementCount } from '../database/sql-statement-counter';
import type { ChangeGenerationSource } from '../http/micro-cache';
import { ChangeGenerationEntity } from './change-generation.entity';

/** Writes that land within this time raise the generation once (an order rush costs one UPDATE per this time). */
const COALESCE_MS = 50;

/**
 * The shop's change generation, shared by every process through the database: each write through the
 * API raises it (after its answer, coalesced), and each process reads it at most twice per time to
 * live, in the background of the requests that ask. `known()` answers only from a read younger than
 * the time to live, so a cache that keeps an answer because the generation did not move keeps it no
 * longer after a change elsewhere than plain expiry would.
 */
@Injectable()
export class ChangeGeneration implements ChangeGenerationSource, OnApplicationBootstrap {
  private readonly logger = new Logger(ChangeGeneration.name);
  private readonly ttlMs: number;
  private value: number | undefined;
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<void> | null = null;
  /** Writes noted by this process so far: a read that overlaps one is not trusted. */
  private changesNoted = 0;
  private raising: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    catalogCache: CatalogCacheConfig,
  ) {
    this.ttlMs = catalogCache.ttlMs;
  }

  /** The row exists from the first start on (the embedded database's schema comes from the entities). */
  async onApplicationBootstrap(): Promise<void> {
    const table = this.dataSource.getMetadata(ChangeGenerationEntity).tableName;
    const insert = this.dataSource.options.type === 'better-sqlite3' ? 'INSERT OR IGNORE' : 'INSERT IGNORE';
    await this.dataSource.query(`${insert} INTO ${table} (id, generation) VALUES (1, 0)`);
  }

  known(): number | undefined {
    const age = Date.now() - this.readAt;
    if (age >= this.ttlMs / 2) this.refresh();
    return age < this.ttlMs ? this.value : undefined;
  }

  /**
   * A write went through this process: what was known is forgotten at once (so this process keeps
   * nothing it computed before), and the shared number is raised shortly after.
   */
  noteChange(): void {
    this.changesNoted += 1;
    this.value = undefined;
    this.readAt = Number.NEGATIVE_INFINITY;
    this.raising ??= setTimeout(() => {
      this.raising = null;
      outsideStatementCount(() =>
        this.dataSource
          .query(`UPDATE ${this.dataSource.getMetadata(ChangeGenerationEntity).tableName} SET generation = generation + 1 WHERE id = 1`)
          .catch((error: unknown) => this.logger.warn(`change generation not raised: ${(error as Error).message}`)),
      );
    }, COALESCE_MS);
    this.raising.unref?.();
  }

  private refresh(): void {
    if (this.reading || this.raising) return;
    const startedAt = Date.now();
    const notedBefore = this.changesNoted;
    this.reading = outsideStatementCount(() =>
      this.dataSource.query(`SELECT generation FROM ${this.dataSource.getMetadata(ChangeGenerationEntity).tableName} WHERE id = 1`),
    )
      .then((rows: Array<{ generation: number | string }>) => {
        // A write noted while reading makes this answer too old to trust.
        if (this.changesNoted !== notedBefore) return;
        this.value = rows.length > 0 ? Number(rows[0].generation) : undefined;
        this.readAt = startedAt;
      })
      .catch(() => {
        // The database is out of reach: nothing is known, the caches fall back to plain expiry.
      })
      .finally(() => (this.reading = null));
  }
}
