import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the request logger needs of the host's logger: pino's child, levels and level. */
export interface ParentLogger extends FastifyBaseLogger {
  levels: { values: Record<string, number> };
  levelVal: number;
}

/**
 * A request's logger, made into a real child of the host's logger (bound to the request id)
 * only when the request first writes a line its level lets through. Fastify makes a child for
 * every request; pino runs the child's bindings through the redaction and serialises them,
 * which cost as much as the host's security headers on each answer, and most requests write
 * nothing (at 'warn' a success logs no line). Lines are the real child's, so they read the same.
 */
export class RequestLogger {
  readonly #parent: ParentLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | null = null;

  constructor(parent: ParentLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** Whether the child has been made: for tests, which check that quiet requests make none. */
  get made(): boolean {
    return this.#child !== null;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#made().level = level;
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#made().child(bindings, options);
  }

  #write(level: Level, args: unknown[]) {
    if (this.#child === null) {
      const values = this.#parent.levels.values;
      const threshold =
        this.#options.level === undefined ? this.#parent.levelVal : values[this.#options.level];
      if ((values[level] ?? 0) < (threshold ?? 0)) return;
    }
    (this.#made()[level] as (...line: unknown[]) => void)(...args);
  }

  #made(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }
}

/** Fastify's childLoggerFactory: each request gets a RequestLogger of the host's logger. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => new RequestLogger(logger as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;
