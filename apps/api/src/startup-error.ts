import { ConfigError } from './config';

const CONNECTION_CODES: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address and port',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be resolved',
  ETIMEDOUT: 'the connection timed out',
  EHOSTUNREACH: 'the host is unreachable',
  ECONNRESET: 'the server closed the connection',
  '28P01': 'the password was refused',
  '28000': 'the user may not connect',
  '3D000': 'the database does not exist',
};

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const { code, cause, errors } = value as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') codes.push(code);
    visit(cause);
    if (Array.isArray(errors)) for (const item of errors) visit(item);
  };
  visit(error);
  return codes;
}

/** Where DATABASE_URL points, without its password. */
function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the given address';
  }
}

/**
 * One line for a failed start (issue 12): a wrong setting or an unreachable database names the setting and the
 * reason, with no stack trace; anything else keeps its message (and stack) for the operator.
 */
export function describeStartupError(error: unknown, databaseUrl: string | undefined): string {
  if (error instanceof ConfigError) return error.message;
  const known = errorCodes(error).find((code) => code in CONNECTION_CODES);
  if (databaseUrl && known) {
    return (
      `Mosaico cannot use the database of DATABASE_URL (${databaseAddress(databaseUrl)}): ` +
      `${CONNECTION_CODES[known]} (${known}). Check DATABASE_URL and that PostgreSQL is running.`
    );
  }
  if (error instanceof Error) return `Mosaico could not start: ${error.stack ?? error.message}`;
  return `Mosaico could not start: ${String(error)}`;
}
