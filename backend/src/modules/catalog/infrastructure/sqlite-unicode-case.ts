import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * SQLite's LOWER() only folds ASCII, so a search for "мяч" would miss "Мяч". MySQL folds every
 * script; this gives the embedded database the same behaviour by replacing LOWER() with
 * JavaScript's Unicode-aware lowercasing.
 */
@Injectable()
export class SqliteUnicodeCase implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    if (this.dataSource.options.type !== 'better-sqlite3') return;
    const database = (this.dataSource.driver as unknown as { databaseConnection: BetterSqliteDatabase }).databaseConnection;
    database.function('lower', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value));
  }
}

interface BetterSqliteDatabase {
  function(name: string, options: { deterministic: boolean }, implementation: (value: unknown) => unknown): void;
}
