/**
 * The one way the backend reads its environment: each variable read through a typed method that
 * checks it (a bad value throws a ConfigError naming the variable and what it must be) and records
 * it (name, context, kind, default, allowed values, description), so docs/configuration.md's table
 * is generated from the loaders themselves and cannot drift from them.
 */

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`Invalid configuration: ${variable} ${problem}`);
  }
}

export type ConfigKind = 'text' | 'secret' | 'whole number' | 'number' | 'flag' | 'choice' | 'url' | 'list';

/** One variable as the configuration table shows it. */
export interface ConfigVariable {
  readonly name: string;
  /** The context (or shared piece) whose loader reads it. */
  readonly context: string;
  readonly kind: ConfigKind;
  /** The default as people read it; empty when there is none. */
  readonly fallback: string;
  /** The values or range it may take, as people read them; empty when any text goes. */
  readonly allowed: string;
  readonly description: string;
}

/** What every reading says about its variable, for the table. */
export interface Described {
  /** One line: what the variable changes. */
  about: string;
  /** The default in words, when it is not a constant (`random, stored in DATA_DIR/jwt-secret`). */
  shownDefault?: string;
  /** The allowed values in words, when the kind's own are not enough. */
  shownAllowed?: string;
}

export type Environment = Readonly<Record<string, string | undefined>>;

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/** A flag's value, or undefined for a word that is neither (the production check counts that as on). */
export function flagValue(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return true;
  if (FALSE_WORDS.includes(word)) return false;
  return undefined;
}

/** "a or b", "a, b or c". */
function either(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

export class ConfigReader {
  private readonly recorded: Map<string, ConfigVariable>;

  constructor(
    private readonly env: Environment,
    private readonly context = 'shop',
    recorded?: Map<string, ConfigVariable>,
  ) {
    this.recorded = recorded ?? new Map();
  }

  /** The same environment and record, with readings filed under `context`. */
  for(context: string): ConfigReader {
    return new ConfigReader(this.env, context, this.recorded);
  }

  /** Every variable read so far, in the order first read (a variable read twice is listed once). */
  variables(): ConfigVariable[] {
    return [...this.recorded.values()];
  }

  /**
   * The raw text of a variable, not recorded: only for the production check, which reports unsafe
   * values (even unreadable ones) instead of reading them.
   */
  peek(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value ? value : undefined;
  }

  /** Free text (trimmed); an empty value counts as unset. */
  text(name: string, options: Described & { fallback: string; pattern?: RegExp; patternSays?: string }): string;
  text(name: string, options: Described & { fallback?: undefined; pattern?: RegExp; patternSays?: string }): string | undefined;
  text(name: string, options: Described & { fallback?: string; pattern?: RegExp; patternSays?: string }): string | undefined {
    this.record(name, 'text', options, options.fallback ?? '', options.patternSays ?? '');
    const raw = this.peek(name);
    if (raw === undefined) return options.fallback;
    if (options.pattern && !options.pattern.test(raw)) {
      throw new ConfigError(name, `must be ${options.patternSays ?? `like ${options.pattern}`}, got "${raw}"`);
    }
    return raw;
  }

  /** A key or password: taken as given (not trimmed), at least `minLength` characters; never shown in errors. */
  secret(name: string, options: Described & { minLength: number }): string | undefined {
    this.record(name, 'secret', options, '', options.minLength > 1 ? `${options.minLength}+ characters` : '');
    const raw = this.env[name];
    if (raw === undefined || raw === '') return undefined;
    if (raw.length < options.minLength) throw new ConfigError(name, `must be at least ${options.minLength} characters long`);
    return raw;
  }

  integer(name: string, options: Described & { fallback: number; min: number; max: number }): number {
    const { fallback, min, max } = options;
    this.record(name, 'whole number', options, String(fallback), `${min} to ${max}`);
    const raw = this.peek(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) throw new ConfigError(name, `must be a whole number from ${min} to ${max}, got ${value}`);
    return value;
  }

  /** A number that may have a fraction (seconds: 0.5). */
  number(name: string, options: Described & { fallback: number; min: number; max: number }): number {
    const { fallback, min, max } = options;
    this.record(name, 'number', options, String(fallback), `${min} to ${max}`);
    const raw = this.peek(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max) {
      throw new ConfigError(name, `must be a number from ${min} to ${max}, got "${raw}"`);
    }
    return value;
  }

  /** true/false, also 1/0, yes/no, on/off. */
  flag(name: string, options: Described & { fallback: boolean }): boolean {
    this.record(name, 'flag', options, String(options.fallback), 'true or false');
    const raw = this.peek(name);
    if (raw === undefined) return options.fallback;
    const value = flagValue(raw);
    if (value === undefined) throw new ConfigError(name, `must be true or false, got "${raw.toLowerCase()}"`);
    return value;
  }

  /** One of a few words, in any case. */
  choice<T extends string>(name: string, allowed: readonly T[], options: Described & { fallback: T }): T {
    this.record(name, 'choice', options, options.fallback, allowed.join(', '));
    const raw = this.peek(name)?.toLowerCase();
    if (raw === undefined) return options.fallback;
    const value = allowed.find((word) => word.toLowerCase() === raw);
    if (value === undefined) throw new ConfigError(name, `must be ${either(allowed)}, got "${raw}"`);
    return value;
  }

  /** An absolute URL with one of `protocols` (`https:`), without trailing slashes. */
  url(name: string, options: Described & { fallback: string; protocols: readonly string[] }): string;
  url(name: string, options: Described & { fallback?: undefined; protocols: readonly string[] }): string | undefined;
  url(name: string, options: Described & { fallback?: string; protocols: readonly string[] }): string | undefined {
    this.record(name, 'url', options, options.fallback ?? '', options.protocols.map((p) => `${p}//`).join(', '));
    const raw = this.peek(name) ?? options.fallback;
    if (raw === undefined) return undefined;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      throw new ConfigError(name, `must be a URL, got "${raw}"`);
    }
    if (!options.protocols.includes(parsed.protocol)) {
      throw new ConfigError(name, `must start with ${either(options.protocols)}, got "${parsed.protocol}"`);
    }
    return raw.replace(/\/+$/, '');
  }

  /**
   * A value with a shape of its own (a list of origins, a time zone): `parse` turns the trimmed text
   * (undefined when unset) into the value, or answers a problem through `refuse`.
   */
  parsed<T>(
    name: string,
    options: Described & { kind: ConfigKind },
    parse: (raw: string | undefined, refuse: (problem: string) => never) => T,
  ): T {
    this.record(name, options.kind, options, '', '');
    return parse(this.peek(name), (problem) => {
      throw new ConfigError(name, problem);
    });
  }

  private record(name: string, kind: ConfigKind, described: Described, fallback: string, allowed: string): void {
    if (this.recorded.has(name)) return;
    this.recorded.set(name, {
      name,
      context: this.context,
      kind,
      fallback: described.shownDefault ?? fallback,
      allowed: described.shownAllowed ?? allowed,
      description: described.about,
    });
  }
}
