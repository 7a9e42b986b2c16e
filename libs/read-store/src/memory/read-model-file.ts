// The stored copy of the memory read models: one JSON-lines file, written atomically (temp file, fsync, rename) and read back line by line.
//
// line 1: the header (format, what the models were built from, checkpoints)
// then:   one document a line, ["collection","orgId",{document}], grouped by collection and organization
// last:   {"end":true,"documents":n}; a file without it was cut short and is refused.
import fs from 'node:fs';
import path from 'node:path';
import type { Checkpoint, Document } from '../read-store.port';
import type { StoredPartition } from './memory-read-store';

export const READ_MODEL_FILE_FORMAT = 'tourops-read-models';
/** Raise it when the layout of the file changes: a file of another version is ignored (and rebuilt). */
export const READ_MODEL_FILE_VERSION = 1;

export interface ReadModelFileHeader {
  format: typeof READ_MODEL_FILE_FORMAT;
  formatVersion: number;
  /** What identifies the event log the models were built from (its first event), null for an empty log. */
  log: { firstPosition: string; firstEventId: string } | null;
  checkpoints: Checkpoint[];
  /** Version of each projection definition that built the models. */
  projections: Record<string, number>;
  savedAt: string;
}

/** The file is unreadable, cut short, or not ours: it is ignored and the models rebuilt. */
export class ReadModelFileError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'ReadModelFileError';
  }
}

/** Text serialized between two yields to the event loop: small enough that a save never holds up a request for long (about a millisecond). */
const CHUNK_CHARS = 256 * 1024;
const READ_BYTES = 4 * 1024 * 1024;
const tempPrefix = (file: string) => `${path.basename(file)}.tmp-`;

/** Writes the file atomically; the previous copy stays whole until the rename. Yields to the event loop between chunks. */
export async function writeReadModelFile(file: string, header: ReadModelFileHeader, partitions: readonly StoredPartition[]): Promise<{ bytes: number; documents: number }> {
  const temp = path.join(path.dirname(file), `${tempPrefix(file)}${process.pid}-${Date.now()}`);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const handle = await fs.promises.open(temp, 'w');
  let bytes = 0;
  let documents = 0;
  try {
    let chunk = `${JSON.stringify(header)}\n`;
    const flush = async () => {
      const buffer = Buffer.from(chunk, 'utf8');
      chunk = '';
      bytes += buffer.length;
      await handle.write(buffer);
    };
    for (const { collection, orgId, documents: stored } of partitions) {
      const prefix = `[${JSON.stringify(collection)},${JSON.stringify(orgId)},`;
      for (const document of stored) {
        chunk += `${prefix}${JSON.stringify(document)}]\n`;
        documents++;
        if (chunk.length >= CHUNK_CHARS) await flush();
      }
    }
    chunk += `${JSON.stringify({ end: true, documents })}\n`;
    await flush();
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await fs.promises.rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  await fs.promises.rename(temp, file);
  await syncDirectory(path.dirname(file));
  return { bytes, documents };
}

/** Makes the rename durable (a crash after it keeps the new name). */
async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.promises.open(dir, 'r');
  try {
    await handle.sync();
  } catch {
    // Some file systems refuse fsync on a directory; the rename is then as durable as they make it.
  } finally {
    await handle.close();
  }
}

/** Removes temp files a crash left behind mid-write; the stored copy itself is untouched. */
export async function removeUnfinishedWrites(file: string): Promise<void> {
  const dir = path.dirname(file);
  const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
  await Promise.all(names.filter((name) => name.startsWith(tempPrefix(file))).map((name) => fs.promises.rm(path.join(dir, name), { force: true })));
}

/** The lines of a file, decoded chunk by chunk (a newline byte never occurs inside a UTF-8 character). */
async function* linesOf(file: string): AsyncGenerator<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_BYTES);
    let rest = '';
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, READ_BYTES, null);
      if (bytesRead === 0) break;
      const end = buffer.lastIndexOf(0x0a, bytesRead - 1);
      if (end < 0) {
        rest += buffer.toString('utf8', 0, bytesRead);
        continue;
      }
      const lines = (rest + buffer.toString('utf8', 0, end)).split('\n');
      rest = buffer.toString('utf8', end + 1, bytesRead);
      yield* lines;
    }
    if (rest) yield rest;
  } finally {
    await handle.close();
  }
}

function parseLine(line: string, what: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new ReadModelFileError(`${what} is not JSON`);
  }
}

function checkHeader(value: unknown): ReadModelFileHeader {
  const header = value as Partial<ReadModelFileHeader> | null;
  if (header?.format !== READ_MODEL_FILE_FORMAT) throw new ReadModelFileError('not a read-model file');
  if (header.formatVersion !== READ_MODEL_FILE_VERSION) throw new ReadModelFileError(`format version ${String(header.formatVersion)}, expected ${READ_MODEL_FILE_VERSION}`);
  if (!Array.isArray(header.checkpoints) || typeof header.projections !== 'object' || header.projections === null) throw new ReadModelFileError('header without checkpoints or projection versions');
  return header as ReadModelFileHeader;
}

/** The header alone (first line); null when there is no file. */
export async function readReadModelFileHeader(file: string): Promise<ReadModelFileHeader | null> {
  if (!fs.existsSync(file)) return null;
  for await (const line of linesOf(file)) return checkHeader(parseLine(line, 'the header'));
  throw new ReadModelFileError('empty file');
}

/**
 * Reads the documents, handing them over one partition run at a time (`onDocuments`), except those of
 * `skip`ped collections. Throws ReadModelFileError when the file is corrupt or cut short; documents
 * handed over before that must then be dropped by the caller.
 */
export async function readReadModelFile(file: string, skip: ReadonlySet<string>, onDocuments: (partition: StoredPartition) => void): Promise<ReadModelFileHeader> {
  let header: ReadModelFileHeader | null = null;
  let ended: { documents: number } | null = null;
  let count = 0;
  let run: StoredPartition | null = null;
  const handOver = () => {
    if (run && run.documents.length > 0) onDocuments(run);
    run = null;
  };
  for await (const line of linesOf(file)) {
    if (!header) {
      header = checkHeader(parseLine(line, 'the header'));
      continue;
    }
    if (line === '') continue;
    if (ended) throw new ReadModelFileError('lines after the end');
    const value = parseLine(line, `line ${count + 2}`);
    if (!Array.isArray(value)) {
      const end = value as { end?: unknown; documents?: unknown } | null;
      if (end?.end !== true || end.documents !== count) throw new ReadModelFileError(`the end says ${String(end?.documents)} documents, read ${count}`);
      ended = { documents: count };
      continue;
    }
    const [collection, orgId, document] = value as [string, string, Document];
    if (typeof collection !== 'string' || typeof orgId !== 'string' || typeof document !== 'object' || document === null) throw new ReadModelFileError(`line ${count + 2} is not a document`);
    count++;
    if (skip.has(collection)) continue;
    const current = run as StoredPartition | null;
    if (!current || current.collection !== collection || current.orgId !== orgId || current.documents.length >= 10_000) {
      handOver();
      run = { collection, orgId, documents: [] };
    }
    (run as unknown as StoredPartition).documents.push(document);
  }
  if (!header) throw new ReadModelFileError('empty file');
  if (!ended) throw new ReadModelFileError('cut short (no end line)');
  handOver();
  return header;
}
