#!/usr/bin/env node
// Verifies an audit-log export (JSON Lines or CSV) on its own, without the product's code (ADR 0027): the seed of its range,
// each event's chain link, and the end record's count and digest. Names the first bad line and exits 1; exits 0 when all holds.
//   npm run audit:verify FILE
import { createHash } from 'node:crypto';
import fs from 'node:fs';

const FORMAT = 'tourops-audit-log/1';
const CSV_COLUMNS = ['record', 'position', 'eventId', 'occurredAt', 'type', 'stream', 'revision', 'actorId', 'actorName', 'entityKind', 'entityId', 'entityLabel', 'summary', 'data', 'chain'];

const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const keys = Object.keys(value).filter((key) => value[key] !== undefined).sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(',')}}`;
}
const seedOf = ({ orgId, from, to }) => sha256(`${FORMAT}\n${orgId}\n${from}\n${to}`);
const isDigest = (value) => typeof value === 'string' && /^[0-9a-f]{64}$/.test(value);

class Bad extends Error {
  constructor(line, reason) {
    super(`line ${line}: ${reason}`);
    this.line = line;
  }
}

/** The records of the file with the line each starts on: {line, record, range?, entry?, chain?, count?, digest?}. */
function* jsonlRecords(text) {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (let index = 0; index < lines.length; index++) {
    const line = index + 1;
    let parsed;
    try {
      parsed = JSON.parse(lines[index]);
    } catch {
      throw new Bad(line, 'not a JSON record (cut short or edited)');
    }
    if (canonicalJson(parsed) !== lines[index]) throw new Bad(line, 'not written in canonical JSON: the record was edited');
    const { chain, ...entry } = parsed ?? {};
    if (parsed?.record === 'range') yield { line, record: 'range', range: parsed, seed: parsed.seed };
    else if (parsed?.record === 'event') yield { line, record: 'event', entry, chain };
    else if (parsed?.record === 'end') yield { line, record: 'end', count: parsed.count, digest: parsed.digest };
    else throw new Bad(line, 'not a range, event or end record');
  }
}

/** RFC 4180 rows with the line each starts on. */
function* csvRows(text) {
  let row = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else (cell += char), char === '\n' && line++;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') row.push(cell), (cell = '');
    else if (char === '\r' && text[i + 1] === '\n') continue;
    else if (char === '\n') {
      row.push(cell);
      yield { line: start, cells: row };
      (row = []), (cell = ''), (start = ++line);
    } else cell += char;
  }
  if (quoted) throw new Bad(start, 'a quoted cell is not closed (cut short)');
  if (cell !== '' || row.length > 0) throw new Bad(start, 'the last row does not end with a line break (cut short)');
}

function* csvRecords(text) {
  const rows = csvRows(text);
  const first = rows.next().value;
  if (!first || first.cells.join(',') !== CSV_COLUMNS.join(',')) throw new Bad(1, `the header row is not ${CSV_COLUMNS.join(',')}`);
  for (const { line, cells } of rows) {
    if (cells.length !== CSV_COLUMNS.length) throw new Bad(line, `${cells.length} cells instead of ${CSV_COLUMNS.length}`);
    const row = Object.fromEntries(CSV_COLUMNS.map((column, index) => [column, cells[index]]));
    const { chain, ...entry } = row;
    let data;
    try {
      data = JSON.parse(row.data);
    } catch {
      throw new Bad(line, 'the data cell is not JSON');
    }
    if (row.record === 'range') yield { line, record: 'range', range: data, seed: chain };
    else if (row.record === 'event') yield { line, record: 'event', entry, chain };
    else if (row.record === 'end') yield { line, record: 'end', count: data?.count, digest: chain };
    else throw new Bad(line, 'not a range, event or end record');
  }
}

export function verify(text, format) {
  const records = format === 'csv' ? csvRecords(text) : jsonlRecords(text);
  const first = records.next();
  if (first.done) throw new Bad(1, 'the range record is missing (empty file)');
  const { line, record, range, seed } = first.value;
  if (record !== 'range' || range?.format !== FORMAT) throw new Bad(line, `the first record is not the range of a ${FORMAT} export`);
  if (seed !== seedOf(range)) throw new Bad(line, 'the seed does not match the organization and range');
  let link = seed;
  let count = 0;
  let last = line;
  for (const current of records) {
    last = current.line;
    if (current.record === 'range') throw new Bad(current.line, 'a second range record');
    if (current.record === 'end') {
      if (current.count !== count) throw new Bad(current.line, `the end record counts ${current.count} events, the file holds ${count}`);
      if (current.digest !== link) throw new Bad(current.line, 'the end record’s digest is not the last link of the chain');
      const after = records.next();
      if (!after.done) throw new Bad(after.value.line, 'a record after the end record (appended)');
      return { count, digest: link, range };
    }
    if (!isDigest(current.chain) || current.chain !== sha256(link + canonicalJson(current.entry)))
      throw new Bad(current.line, 'the chain link does not match: this event was edited, or one before it removed or moved');
    link = current.chain;
    count++;
  }
  throw new Bad(last + 1, 'the end record is missing (the file is truncated)');
}

if (process.argv[1] && import.meta.url === new URL(`file://${fs.realpathSync(process.argv[1])}`).href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run audit:verify FILE   (an audit-log export, .jsonl or .csv)');
    process.exit(2);
  }
  const text = fs.readFileSync(file, 'utf8');
  const format = file.endsWith('.csv') || text.startsWith('record,') ? 'csv' : 'jsonl';
  try {
    const { count, digest, range } = verify(text, format);
    console.log(`verified: ${count} events, digest ${digest}`);
    console.log(`organization ${range.orgId}, ${range.from} to ${range.to} (${format})`);
  } catch (error) {
    if (!(error instanceof Bad)) throw error;
    console.error(`not verified: ${error.message}`);
    process.exit(1);
  }
}
