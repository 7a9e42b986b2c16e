// A child process for the read-model copy proof: saves a first copy, says so, then saves every document changed until it is killed.
//   node -r test/support/swc-register.js test/proof/read-model-copy-saver.ts FILE DOCUMENTS
import { openReadModelCopy } from '@tourops/read-store';
import { copyHeaderAt, partitionsOf } from './read-model-copy-contents';

async function main() {
  const [file, documents] = [process.argv[2], Number(process.argv[3])];
  const copy = openReadModelCopy(file);
  await copy.save(copyHeaderAt('1'), partitionsOf(documents, 'first'));
  process.stdout.write('saved first\n');
  // The second save rewrites every document: the parent kills this process while its transaction is open.
  await copy.save(copyHeaderAt('2'), partitionsOf(documents, 'second'));
  process.stdout.write('saved second\n');
}

void main();
