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

/**
 * The logger never writes what a request or a failed statement carried: sign-in tokens and cookies are
 * redacted, and a database error keeps its message and code but not its parameters or the `detail`
 * that repeats a value ('Key (email)=(…) already exists').
 */
export const SAFE_LOG_OPTIONS: Pick<LoggerOptions, 'redact' | 'serializers'> = {
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
    censor: '[hidden]',
  },
  serializers: { err: (err: unknown) => safeError(err) as ReturnType<typeof stdSerializers.err> },
};
