// The standalone's stored read models (ADR 0051) across a SIGKILL in the middle of a save: the copy opens again as one whole save, never a mix, and the next save writes only what changed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openReadModelCopy, type Document } from '@tourops/read-store';
import { CRASH_ROUNDS } from './proof-settings';
import { copyHeaderAt, partitionsOf } from './read-model-copy-contents';

const root = path.resolve(__dirname, '../..');
/** About 40 MB of JSON: a save long enough (tens of pieces between yields) to be killed in the middle. */
const DOCUMENTS = 2_000;
const ROUND_OF_POSITION: Record<string, string> = { '1': 'first', '2': 'second' };

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-model-copy-proof-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** How much of the file the second save's journal holds: its transaction has rewritten that much of the copy. */
const journalShare = (file: string) => {
  try {
    return fs.statSync(`${file}-journal`).size / fs.statSync(file).size;
  } catch {
    return 0;
  }
};

/** Runs the saver and SIGKILLs it once its second save's open transaction has rewritten a quarter of the copy; says where the kill landed. */
async function killedMidSave(file: string): Promise<{ landed: string }> {
  const child = spawn(process.execPath, ['-r', path.join(root, 'test/support/swc-register.js'), path.join(root, 'test/proof/read-model-copy-saver.ts'), file, String(DOCUMENTS)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  // Polled without pause: the journal lives only while a save's transaction is open, and grows with what it rewrote.
  while (!output.includes('saved first') || journalShare(file) < 0.25) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the saver ended or stalled before a quarter of its second save was in one transaction:\n${output}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
  child.kill('SIGKILL');
  await exited;
  return { landed: output.includes('saved second') ? 'after the second save' : 'during the second save' };
}

/** The copy as a restarted process opens it: its checkpoint and the round each document was written by. */
function reopened(file: string) {
  const copy = openReadModelCopy(file);
  const documents: Document[] = [];
  copy.load(() => false, (partition) => documents.push(...partition.documents));
  const position = copy.header()?.checkpoints[0].position ?? 'none';
  return { copy, position, rounds: new Set(documents.map((document) => document.round)), count: documents.length, documents };
}

describe('the stored read models across a SIGKILL during a save', () => {
  it.each(Array.from({ length: CRASH_ROUNDS }, (_, round) => round + 1))('round %i: the copy opens as the last whole save, and the next save writes only what changed', async () => {
    const file = path.join(dir, 'read-models.sqlite');
    const { landed } = await killedMidSave(file);
    console.log(`read-model copy proof: the kill landed ${landed}`);

    const after = reopened(file);
    expect(after.count).toBe(DOCUMENTS);
    // One whole save: every document of the round its checkpoint names.
    expect([...after.rounds]).toEqual([ROUND_OF_POSITION[after.position]]);
    if (landed === 'during the second save') expect(after.position).toBe('1');

    // The restarted process saves the store it loaded (unchanged but for one organization's documents).
    const [acme] = partitionsOf(DOCUMENTS, 'third');
    const globex = { collection: 'tours', orgId: 'globex', documents: after.documents.filter((document) => document.orgId === 'globex') };
    const saved = await after.copy.save(copyHeaderAt('3'), [acme, globex]);
    expect(saved).toMatchObject({ written: acme.documents.length, deleted: 0, documents: DOCUMENTS });
    after.copy.close();
    const third = reopened(file);
    expect(third.position).toBe('3');
    expect(third.documents.filter((document) => document.orgId === 'acme').every((document) => document.round === 'third')).toBe(true);
    third.copy.close();
  });
});
