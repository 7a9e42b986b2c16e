// How much the proofs run: a seeded sample in CI, everything with PROOF_FULL=1 (npm run test:proof); the seed is printed on failure.
import { seededRandom, type Random } from '../support/seeded-random';

export const FULL = process.env.PROOF_FULL === '1';
export const SEED = process.env.PROOF_SEED ? Number(process.env.PROOF_SEED) : Math.floor(Math.random() * 2 ** 31);
/** Malformed requests per operation; all of them in a full run. */
export const CASES_PER_OPERATION = Number(process.env.PROOF_CASES ?? (FULL ? Infinity : 5));
export const CRASH_ROUNDS = Number(process.env.PROOF_CRASH_ROUNDS ?? (FULL ? 8 : 3));
export const CRASH_WRITERS = 16;

export const random = (salt: string): Random => seededRandom(SEED ^ [...salt].reduce((hash, c) => Math.imul(hash, 31) + c.charCodeAt(0), 7));

export const replayHint = () => `replay with PROOF_SEED=${SEED}${FULL ? ' PROOF_FULL=1' : ''}`;

/** Runs `check`; a failure says how to replay it. */
export async function withSeed<T>(check: () => Promise<T>): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof Error) error.message = `${error.message}\n\n(${replayHint()})`;
    throw error;
  }
}
