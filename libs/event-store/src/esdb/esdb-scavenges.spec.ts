// The scavenge schedule against a local server that answers POST /admin/scavenge as EventStoreDB's AdminController does.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ScavengeSchedule, scavengeNodesOf, startScavenge, type ScavengeLog } from './esdb-scavenges';

interface Asked {
  method: string;
  url: string;
  authorization?: string;
}

/** 200 {"scavengeId"} when none runs; 400 text while one runs (ScavengeDatabaseInProgressResponse); 401 without the admin's credentials. */
async function adminNode(expectedAuthorization?: string) {
  const asked: Asked[] = [];
  let inProgress: string | null = null;
  const server = http.createServer((request, response) => {
    asked.push({ method: request.method!, url: request.url!, authorization: request.headers.authorization });
    if (request.method !== 'POST' || !request.url!.startsWith('/admin/scavenge')) return void response.writeHead(404).end();
    if (expectedAuthorization && request.headers.authorization !== expectedAuthorization)
      return void response.writeHead(401, { 'Content-Type': 'text/plain' }).end('Unauthorized');
    if (inProgress) return void response.writeHead(400, { 'Content-Type': 'text/plain' }).end(`Scavenge ${inProgress} is already in progress.`);
    inProgress = `scavenge-${asked.length}`;
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ scavengeId: inProgress }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, asked, finish: () => (inProgress = null), close: () => new Promise((resolve) => server.close(resolve)) };
}

const quietLog = () => {
  const lines: string[] = [];
  const logger: ScavengeLog = { log: (line) => lines.push(`log ${line}`), warn: (line) => lines.push(`warn ${line}`) };
  return { lines, logger };
};

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

describe('EventStoreDB scavenges', () => {
  it('reads every node of the connection string, with its credentials and scheme', () => {
    expect(scavengeNodesOf('esdb://admin:changeit@node-a:2113,node-b:2114?tls=false')).toEqual([
      { url: 'http://node-a:2113', authorization: `Basic ${Buffer.from('admin:changeit').toString('base64')}`, caFile: undefined },
      { url: 'http://node-b:2114', authorization: `Basic ${Buffer.from('admin:changeit').toString('base64')}`, caFile: undefined },
    ]);
    expect(scavengeNodesOf('esdb+discover://cluster.example:2113?tlsCAFile=/certs/ca.crt')).toEqual([
      { url: 'https://cluster.example:2113', authorization: undefined, caFile: '/certs/ca.crt' },
    ]);
  });

  it('starts a scavenge with the connection string’s user, and says why a node refuses one', async () => {
    const authorization = `Basic ${Buffer.from('ops:secret').toString('base64')}`;
    const node = await adminNode(authorization);
    try {
      const [withUser] = scavengeNodesOf(`esdb://ops:secret@127.0.0.1:${node.port}?tls=false`);
      expect(await startScavenge(withUser)).toEqual({ node: withUser.url, started: 'scavenge-1' });
      expect(node.asked[0]).toEqual({ method: 'POST', url: '/admin/scavenge?threads=1', authorization });
      expect(await startScavenge(withUser)).toEqual({ node: withUser.url, refused: '400 Scavenge scavenge-1 is already in progress.' });
      const [anonymous] = scavengeNodesOf(`esdb://127.0.0.1:${node.port}?tls=false`);
      expect(await startScavenge(anonymous)).toEqual({ node: anonymous.url, refused: '401 Unauthorized' });
    } finally {
      await node.close();
    }
  });

  it('says a node that does not answer is not scavenged, without throwing', async () => {
    const node = await adminNode();
    await node.close();
    const answer = await startScavenge(scavengeNodesOf(`esdb://127.0.0.1:${node.port}?tls=false`)[0]);
    expect('refused' in answer && answer.refused).toMatch(/ECONNREFUSED/);
  });

  it('asks every node on each round of its schedule and logs each answer', async () => {
    const first = await adminNode();
    const second = await adminNode();
    const { lines, logger } = quietLog();
    const schedule = new ScavengeSchedule(scavengeNodesOf(`esdb://127.0.0.1:${first.port},127.0.0.1:${second.port}?tls=false`), 20, logger);
    try {
      schedule.start();
      await until(() => first.asked.length >= 1 && second.asked.length >= 1);
      await until(() => lines.length >= 2);
      expect(lines.slice(0, 2)).toEqual([
        `log EventStoreDB scavenge scavenge-1 started on http://127.0.0.1:${first.port}`,
        `log EventStoreDB scavenge scavenge-1 started on http://127.0.0.1:${second.port}`,
      ]);
      await until(() => lines.length >= 3);
      expect(lines[2]).toBe(`warn EventStoreDB scavenge not started on http://127.0.0.1:${first.port}: 400 Scavenge scavenge-1 is already in progress.`);
    } finally {
      await schedule.stop();
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('runs one round at a time when asked again while one runs', async () => {
    const node = await adminNode();
    const { logger } = quietLog();
    const schedule = new ScavengeSchedule(scavengeNodesOf(`esdb://127.0.0.1:${node.port}?tls=false`), 60_000, logger);
    try {
      const [once, twice] = [schedule.scavengeNow(), schedule.scavengeNow()];
      expect(once).toBe(twice);
      await once;
      expect(node.asked).toHaveLength(1);
    } finally {
      await schedule.stop();
      await node.close();
    }
  });
});
