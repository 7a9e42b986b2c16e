// Specifications of the export chain: canonical JSON is the same for the same value whatever its key order, and each link depends on all before it.
import { canonicalJson, chainSeed, nextLink } from './audit-chain';

describe('canonical JSON', () => {
  it('sorts keys at every depth, keeps array order, leaves out undefined members and writes no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'é\n' }, u: undefined })).toBe('{"a":{"c":"é\\n","d":[3,{"y":null,"z":true}]},"b":1}');
    expect(canonicalJson({ y: 1, x: 2 })).toBe(canonicalJson({ x: 2, y: 1 }));
  });
});

describe('the chain', () => {
  it('starts from a seed of the organization and range, and links each entry to all before it', () => {
    const seed = chainSeed('org_1', '2026-11-01', '2026-11-30');
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(chainSeed('org_2', '2026-11-01', '2026-11-30')).not.toBe(seed);
    const first = nextLink(seed, { n: 1 });
    expect(nextLink(first, { n: 2 })).not.toBe(nextLink(nextLink(seed, { n: 9 }), { n: 2 }));
    expect(nextLink(seed, { n: 1 })).toBe(first);
  });
});
