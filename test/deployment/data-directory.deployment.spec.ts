// The image's data directory: the projector, run as an unprivileged user, keeps running whether or not it can write DATA_DIR.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeFile, imageEnvironment, root } from './deployment-files';

/** The image's last stage up to `USER node`: what runs as root. */
const imageStepsAsRoot = () => {
  const stages = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').split(/^FROM\s/m);
  return stages[stages.length - 1].split(/^USER node$/m)[0];
};

const UNPRIVILEGED = 65534;
const runningAsRoot = process.getuid?.() === 0;

/** The projector's start path for its operations, in a child process as an unprivileged user, with the image's DATA_DIR under `imageRoot`. */
function startOperations(imageRoot: string): Promise<{ exitCode: number | null; output: string }> {
  const script = `
    const fs = require('node:fs');
    const { loadConfig } = require(${JSON.stringify(path.join(root, 'libs/runtime/src/config.ts'))});
    const { ProjectorOpsServer } = require(${JSON.stringify(path.join(root, 'apps/projector/src/projector-ops.server.ts'))});
    const ops = ProjectorOpsServer.inDataDir({}, loadConfig().dataDir);
    ops.start().then(async () => {
      console.log('projector runs on, its operations ' + (fs.existsSync(ops.socket) ? 'on' : 'off'));
      await ops.stop();
    });`;
  const node = [process.execPath, '-r', path.join(root, 'test/support/swc-register.js'), '-e', script];
  // Root drops to nobody; anyone else is already unprivileged.
  const [command, ...args] = runningAsRoot ? ['setpriv', `--reuid=${UNPRIVILEGED}`, `--regid=${UNPRIVILEGED}`, '--clear-groups', ...node] : node;
  const child = spawn(command, args, { cwd: imageRoot, env: { PATH: process.env.PATH ?? '', DATA_DIR: path.join(imageRoot, imageEnvironment().DATA_DIR) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, output }));
  });
}

describe("the image's data directory", () => {
  let imageRoot: string;

  /** A stand-in for the image's filesystem: /app belongs to root (as in the image) and this user cannot write it. */
  beforeEach(() => {
    imageRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'image-'));
    fs.chmodSync(imageRoot, 0o755);
    fs.mkdirSync(path.join(imageRoot, 'app'), { mode: 0o755 });
    if (!runningAsRoot) fs.chmodSync(path.join(imageRoot, 'app'), 0o555);
  });

  afterEach(() => {
    fs.chmodSync(path.join(imageRoot, 'app'), 0o755);
    fs.rmSync(imageRoot, { recursive: true, force: true });
  });

  it("is DATA_DIR, set by the image and made its node user's, and the projector keeps it on a volume", () => {
    const dataDir = imageEnvironment().DATA_DIR;
    expect(dataDir).toMatch(/^\//);
    expect(imageStepsAsRoot()).toMatch(/^RUN mkdir -p "?\$\{?DATA_DIR\}?"? && chown node:node "?\$\{?DATA_DIR\}?"?$/m);
    const projector = composeFile().services.projector;
    const volume = projector.volumes?.map((mount) => mount.split(':')).find(([, target]) => target === dataDir);
    expect(volume).toBeDefined();
    expect(Object.keys(composeFile().volumes ?? {})).toContain(volume![0]);
  });

  it('the projector, unable to write DATA_DIR, runs on with its operations off and says why', async () => {
    const { exitCode, output } = await startOperations(imageRoot);
    expect(output).toMatch(/The projections' operations stay off: their socket .*projector\.sock could not be opened \(EACCES/);
    expect(output).toContain('projector runs on, its operations off');
    expect(exitCode).toBe(0);
  });

  it('the projector, given DATA_DIR as the image makes it (its own directory), opens its operations', async () => {
    const app = path.join(imageRoot, 'app');
    const dataDir = path.join(imageRoot, imageEnvironment().DATA_DIR);
    fs.chmodSync(app, 0o755);
    fs.mkdirSync(dataDir, { recursive: true });
    if (runningAsRoot) fs.chownSync(dataDir, UNPRIVILEGED, UNPRIVILEGED);
    else fs.chmodSync(app, 0o555);
    const { exitCode, output } = await startOperations(imageRoot);
    expect(output).toContain('projector runs on, its operations on');
    expect(exitCode).toBe(0);
  });
});
