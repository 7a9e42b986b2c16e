// Scavenges of EventStoreDB on a schedule: events cut by $maxCount leave its disk and $all as they leave SQLite's at once (ADR 0049).
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { parseConnectionString } from '@eventstore/db-client/dist/Client/parseConnectionString';

/** One node's HTTP admin address, as the connection string names it (a scavenge runs on the node asked: each node is asked). */
export interface ScavengeNode {
  url: string;
  /** `Basic …` from the connection string's user, an admin or ops user; none on an insecure node. */
  authorization?: string;
  /** The connection string's tlsCAFile: the certificate authority the node's certificate is checked against, as the client does. */
  caFile?: string;
}

/** What a node answered to POST /admin/scavenge (AdminController.OnPostScavenge of the server). */
export type ScavengeStart = { node: string; started: string } | { node: string; refused: string };

export interface ScavengeLog {
  log(message: string): void;
  warn(message: string): void;
}

/** The nodes of `connectionString` (the client's own parser): every host it lists, over http with tls=false, https otherwise. */
export function scavengeNodesOf(connectionString: string): ScavengeNode[] {
  const options = parseConnectionString(connectionString);
  const scheme = options.tls === false ? 'http' : 'https';
  const credentials = options.defaultCredentials;
  const authorization = credentials ? `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}` : undefined;
  return options.hosts.map(({ address, port }) => ({ url: `${scheme}://${address}:${port}`, authorization, caFile: options.tlsCAFile }));
}

/** Asks `node` to start a scavenge with one thread; answers the scavenge's id, or why the node refused (one in progress: 400; not allowed: 401). */
export function startScavenge(node: ScavengeNode, timeoutMs = 30_000): Promise<ScavengeStart> {
  const target = new URL('/admin/scavenge?threads=1', node.url);
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Length': '0' };
  if (node.authorization) headers.Authorization = node.authorization;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const ca = node.caFile ? fs.readFileSync(node.caFile) : undefined;
    const request = client.request(target, { method: 'POST', headers, timeout: timeoutMs, ca }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if (response.statusCode === 200) {
          const answer = parseJson(body) as { scavengeId?: string; ScavengeId?: string } | null;
          resolve({ node: node.url, started: answer?.scavengeId ?? answer?.ScavengeId ?? '(no id)' });
        } else resolve({ node: node.url, refused: `${response.statusCode} ${body.trim() || response.statusMessage || ''}`.trim() });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ node: node.url, refused: error.message }));
    request.end();
  });
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * Starts a scavenge on every node each `everyMs`, the first one `everyMs` after start (a process restarting in a loop never
 * scavenges in a loop). Two processes asking at once is harmless: the node refuses the second while one runs, which is logged.
 */
export class ScavengeSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<ScavengeStart[]> | null = null;

  constructor(
    private readonly nodes: readonly ScavengeNode[],
    private readonly everyMs: number,
    private readonly logger: ScavengeLog,
  ) {}

  start(): void {
    if (this.timer || this.nodes.length === 0) return;
    this.timer = setInterval(() => void this.scavengeNow(), this.everyMs);
    this.timer.unref();
  }

  /** One round: every node asked in turn; the answers, each logged. A round still running is not started twice. */
  scavengeNow(): Promise<ScavengeStart[]> {
    this.running ??= this.round().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  private async round(): Promise<ScavengeStart[]> {
    const answers: ScavengeStart[] = [];
    for (const node of this.nodes) {
      const answer = await startScavenge(node);
      if ('started' in answer) this.logger.log(`EventStoreDB scavenge ${answer.started} started on ${node.url}`);
      else this.logger.warn(`EventStoreDB scavenge not started on ${node.url}: ${answer.refused}`);
      answers.push(answer);
    }
    return answers;
  }
}
