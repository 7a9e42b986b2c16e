// What the push benches share: a socket.io client of an organization, and matching pushes to the writes that caused them.
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './lib.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { io } = require('socket.io-client');

/** A connected socket.io client signed in with `token` (no reconnection: a drop fails the bench). */
export function connect(baseUrl, token) {
  return new Promise((resolve, reject) => {
    const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], reconnection: false, timeout: 10_000 });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * For each write ({position, sent}), the first arrival at or beyond its position (arrivals are in position
 * order). A position exists only once its write committed, so that message came after the send.
 */
export function matchArrivals(writes, arrivals) {
  const latencies = [];
  let unmatched = 0;
  for (const write of writes) {
    if (write.position === null) continue;
    let lo = 0;
    let hi = arrivals.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (arrivals[mid].position >= write.position) hi = mid;
      else lo = mid + 1;
    }
    if (lo < arrivals.length) latencies.push(arrivals[lo].at - write.sent);
    else unmatched++;
  }
  return { latencies, unmatched };
}
