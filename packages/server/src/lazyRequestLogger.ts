import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * A request's logger that becomes the real pino child (with the `reqId` binding) only when something logs through
 * it. Fastify makes a child logger for every request, yet on a request that goes well nothing logs through it: the
 * one request line is written by `requestLogController` through its own logger. Only failures (the error handler,
 * Fastify's own warnings) use `request.log`, and they get exactly the child Fastify would have made.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(...line: unknown[]): void {
    this.write('silent', line);
  }

  /** Methods on the prototype, not one closure each per request: most requests never call them. */
  private write(level: Level, line: unknown[]): void {
    const logger = this.logger;
    (logger[level] as (...line: unknown[]) => void).apply(logger, line);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  parent,
  bindings,
  options,
) => new LazyRequestLogger(parent, bindings, options);
