/** What the start-up check asks a MySQL/MariaDB server. */
export interface CharacterSetFacts {
  /** Rows of SHOW CHARACTER SET LIKE 'utf8mb4'. */
  utf8mb4Available: boolean;
  /** @@innodb_default_row_format, or null on servers that predate it (MySQL < 5.7.9, MariaDB < 10.2.2). */
  defaultRowFormat: string | null;
  /** @@version */
  version: string;
}

/**
 * Why this server cannot keep the shop's texts (Hebrew, Russian, emoji: 4-byte UTF-8, utf8mb4), with what to
 * change; null when it can. The migrations create every table as utf8mb4 themselves, so the server's and the
 * database's default character set do not matter; what matters is that utf8mb4 exists and that its longer
 * index keys fit (the DYNAMIC row format; COMPACT and REDUNDANT stop at 767 bytes).
 */
export function characterSetProblem(facts: CharacterSetFacts): string | null {
  if (!facts.utf8mb4Available) {
    return (
      `The database server (${facts.version}) has no utf8mb4 character set, so it cannot store Hebrew, Russian and ` +
      'emoji reliably. Use MySQL 5.7+ / 8.x or MariaDB 10.3+.'
    );
  }
  const rowFormat = facts.defaultRowFormat?.toLowerCase() ?? null;
  if (rowFormat !== 'dynamic' && rowFormat !== 'compressed') {
    return (
      `The database server (${facts.version}) creates InnoDB tables with the ${rowFormat ?? 'COMPACT (old default)'} row ` +
      'format, whose index keys are too short for utf8mb4 texts. Set innodb_default_row_format=DYNAMIC in the server ' +
      'configuration (MySQL 5.7.9+, MariaDB 10.2.2+) and restart it.'
    );
  }
  return null;
}
