import { stdSerializers, type LoggerOptions } from 'pino';

/** Fields of database errors that carry the values of a statement: customers' data, password hashes. */
const VALUE_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery', 'query'];
const MAX_CAUSE_DEPTH = 5;

type Logged = Record<string, unknown>;

/** 'Failed query: insert … \nparams: a,b,c' (Drizzle) → the statement without its values. */
const withoutParams = (message: unknown) =>
  typeof message === 'string' ? message.replace(/\nparams:[\s\S]*$/, '\nparams: [hidden]') : message;

function safeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const logged = stdSerializers.err(err) as unknown as Logged;
  for (const field of VALUE_FIELDS) delete logged[field];
  logged.message = withoutParams(logged.message);
  logged.stack = withoutParams(logged.stack);
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined) logged.cause = depth < MAX_CAUSE_DEPTH ? safeError(cause, depth + 1) : '[cause]';
  return logged;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/**
 * A request as the log shows it (Fastify's own fields), its URL without the 1C exchange's `sessid`
 * parameter: it opens an exchange session like the cookie does.
 */
function safeRequest(request: LoggedRequest): Logged {
  return {
    method: request.method,
    url: request.url?.replace(/([?&]sessid=)[^&#]*/gi, '$1[hidden]'),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger never writes what a request or a failed statement carried: sign-in tokens, cookies and
 * the exchange's `sessid` are redacted, and a database error keeps its message and code but not its parameters or the `detail`
 * that repeats a value ('Key (email)=(…) already exists').
 */
export const SAFE_LOG_OPTIONS: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    censor: '[hidden]',
  },
  serializers: {
    err: (err: unknown) => safeError(err) as ReturnType<typeof stdSerializers.err>,
    req: safeRequest as unknown as typeof stdSerializers.req,
  },
};
