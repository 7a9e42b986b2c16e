// Maps the driver's errors to the port's: duplicate keys (11000), type mismatches (14) and changes of an immutable `_id` (66).
import { DuplicateKeyError, UnsupportedOperationError } from '../read-store.port';

const DUPLICATE_KEY = 11000;
const TYPE_MISMATCH = 14;
const IMMUTABLE_FIELD = 66;

export function toPortError(error: unknown): unknown {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === DUPLICATE_KEY) return new DuplicateKeyError(message);
  if (code === IMMUTABLE_FIELD || code === TYPE_MISMATCH) return new UnsupportedOperationError(message);
  return error;
}

/** A bulk write error carries its cause in writeErrors (one or several); a server error in code. */
function codeOf(error: unknown): unknown {
  if (error === null || typeof error !== 'object') return undefined;
  const { code, writeErrors } = error as { code?: unknown; writeErrors?: unknown };
  const [first] = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return (first as { code?: unknown } | undefined)?.code ?? code;
}
