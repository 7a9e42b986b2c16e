// MongoDB's healthcheck in docker-compose.yml: it starts the replica set once and lets the apps start only when it has a writable primary.
import vm from 'node:vm';
import { composeFile, interpolate } from './deployment-files';

type ReplicaSet = 'not initiated' | 'electing' | 'primary';

interface ReplicaSetConfig {
  _id: string;
  members: { _id: number; host: string }[];
}

class Quit {
  constructor(readonly code: number) {}
}

/** The healthcheck's script, run with mongosh's globals (rs, db, print, quit) over a node in `state`; its exit code and what it did. */
function healthcheck(state: ReplicaSet) {
  const test = composeFile().services.mongo.healthcheck!.test;
  expect(test.slice(0, 2)).toEqual(['CMD', 'mongosh']);
  const script = test[test.indexOf('--eval') + 1];
  const initiated: ReplicaSetConfig[] = [];
  const shell = {
    rs: {
      status: () => {
        if (state === 'not initiated') throw new Error('no replset config has been received');
        return { ok: 1, set: 'rs0' };
      },
      initiate: (config: ReplicaSetConfig) => {
        if (state !== 'not initiated') throw new Error('already initialized');
        initiated.push(config);
        state = 'electing';
        return { ok: 1 };
      },
    },
    db: { hello: () => ({ isWritablePrimary: state === 'primary' }) },
    print: () => undefined,
    quit: (code = 0) => {
      throw new Quit(code);
    },
  };
  let exitCode = 0;
  try {
    vm.runInNewContext(script, shell);
  } catch (error) {
    exitCode = error instanceof Quit ? error.code : 1;
  }
  return { exitCode, initiated };
}

describe("MongoDB's healthcheck", () => {
  it('on a fresh node, initiates the replica set the apps connect to and stays unhealthy until it has a primary', () => {
    const { exitCode, initiated } = healthcheck('not initiated');
    const appsConnectTo = new URL(interpolate(String((composeFile().services.api.environment as Record<string, string>).MONGODB_URL), {}));
    const mongoCommand = composeFile().services.mongo.command!;
    expect(initiated).toEqual([{ _id: appsConnectTo.searchParams.get('replicaSet'), members: [{ _id: 0, host: appsConnectTo.host }] }]);
    expect(mongoCommand[mongoCommand.indexOf('--replSet') + 1]).toBe(appsConnectTo.searchParams.get('replicaSet'));
    expect(exitCode).not.toBe(0);
  });

  it('while the set elects its primary, is unhealthy and does not initiate it again', () => {
    expect(healthcheck('electing')).toEqual({ exitCode: 1, initiated: [] });
  });

  it('is healthy once the node is a writable primary', () => {
    expect(healthcheck('primary')).toEqual({ exitCode: 0, initiated: [] });
  });
});
