// Summarizes a V8 .cpuprofile (node --cpu-prof): top functions by self time, and self/total time per file or package.
//   node scripts/bench/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [TOP=30] [FOCUS=substring of a function to show callers of]
import fs from 'node:fs';

const file = process.argv[2];
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs file.cpuprofile');
  process.exit(2);
}
const TOP = Number(process.env.TOP ?? 30);
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

// Self time per node from the samples and their time deltas.
const self = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(id, (self.get(id) ?? 0) + dt);
  total += dt;
});

const where = (frame) => {
  const url = frame.url || '';
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.includes('/dist/')) return url.slice(url.indexOf('/dist/') + 6);
  if (url.startsWith('node:')) return url;
  return url || '(native)';
};
const label = (frame) => `${frame.functionName || '(anonymous)'} ${where(frame)}:${frame.lineNumber + 1}`;

const byFunction = new Map();
const byPlace = new Map();
for (const [id, time] of self) {
  const frame = nodes.get(id).callFrame;
  byFunction.set(label(frame), (byFunction.get(label(frame)) ?? 0) + time);
  byPlace.set(where(frame), (byPlace.get(where(frame)) ?? 0) + time);
}

// Inclusive time per place: each sample counted once per place on its stack.
const inclusive = new Map();
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const seen = new Set();
  for (let n = id; n !== undefined; n = parent.get(n)) seen.add(where(nodes.get(n).callFrame));
  for (const place of seen) inclusive.set(place, (inclusive.get(place) ?? 0) + dt);
});

const pct = (t) => `${((t / total) * 100).toFixed(1).padStart(5)} %`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${file}: ${(total / 1000).toFixed(0)} ms sampled`);
console.log('\nself time by function');
for (const [name, t] of top(byFunction, TOP)) console.log(`  ${pct(t)}  ${name}`);
console.log('\nself time by file / package');
for (const [name, t] of top(byPlace, 20)) console.log(`  ${pct(t)}  ${name}`);
console.log('\ninclusive time by file / package');
for (const [name, t] of top(inclusive, 25)) console.log(`  ${pct(t)}  ${name}`);

if (process.env.FOCUS) {
  const callers = new Map();
  profile.samples.forEach((id, i) => {
    const dt = profile.timeDeltas[i] ?? 0;
    const chain = [];
    for (let n = id; n !== undefined && chain.length < 200; n = parent.get(n)) chain.push(nodes.get(n).callFrame);
    const at = chain.findIndex((frame) => label(frame).includes(process.env.FOCUS));
    if (at < 0) return;
    const key = chain.slice(at, at + 6).map(label).join('  <-  ');
    callers.set(key, (callers.get(key) ?? 0) + dt);
  });
  console.log(`\nstacks above ${process.env.FOCUS}`);
  for (const [name, t] of top(callers, 15)) console.log(`  ${pct(t)}  ${name}`);
}
