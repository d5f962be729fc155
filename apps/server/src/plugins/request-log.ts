import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request, instead of Fastify's two (received, completed). API
 * calls are logged at info; health checks, which load balancers send every few seconds, and
 * the web app's files are logged at debug, so an ordinary session's log stays readable.
 * The line names the route, not the address asked for: a path can carry what a teacher
 * typed (a student search), which has no place in a log.
 */
export class RequestLog extends LogController {
  readonly #api: string;
  readonly #health: string;

  constructor(basePath: string) {
    super();
    this.#api = `${basePath}api/`;
    this.#health = `${this.#api}health`;
  }

  override incomingRequest(): void {}

  /** The request's own line says 404; Fastify's would repeat the path. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? 'unknown',
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else if (this.#isQuiet(request)) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }

  #isQuiet(request: FastifyRequest): boolean {
    return !request.url.startsWith(this.#api) || request.url.startsWith(this.#health);
  }
}
