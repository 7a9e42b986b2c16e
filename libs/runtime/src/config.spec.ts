// Configuration: validated once, every problem listed, production refusing to start without Clerk.
import { parseConnectionString } from '@eventstore/db-client/dist/Client/parseConnectionString';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ production: false, port: 3000, clerk: null, eventStoreUrl: undefined, mongodbUrl: undefined, settingsEncryptionKey: null });
  });

  it('listens on loopback with the local identity and on every interface with Clerk, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ CLERK_SECRET_KEY: 'sk_test_abc' }).host).toBe('0.0.0.0');
    expect(loadConfig({ CLERK_SECRET_KEY: 'sk_test_abc', HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
    expect(() => loadConfig({ HOST: 'http://example.com' })).toThrow(/HOST: Must be an address or host name to listen on/);
  });

  it('refuses to start in production without a Clerk key, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'CLERK_SECRET_KEY or CLERK_JWT_KEY: required in production (local identity is for development only).',
        'SETTINGS_ENCRYPTION_KEY: required in production (secrets in settings are encrypted with it).',
      ]);
    }
  });

  it('starts in production with Clerk and a settings key', () => {
    const config = loadConfig({ NODE_ENV: 'production', CLERK_SECRET_KEY: 'sk_live_abc', SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') });
    expect(config.clerk).toEqual({ secretKey: 'sk_live_abc', jwtKey: undefined, publishableKey: undefined, authorizedParties: undefined });
  });

  it('refuses a Clerk publishable key whose Frontend API host cannot be read (the Content-Security-Policy names that host)', () => {
    const key = `pk_test_${Buffer.from('clerk.example.com$').toString('base64')}`;
    expect(loadConfig({ CLERK_JWT_KEY: '-----BEGIN PUBLIC KEY-----', CLERK_PUBLISHABLE_KEY: key }).clerk?.publishableKey).toBe(key);
    expect(() => loadConfig({ CLERK_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/CLERK_PUBLISHABLE_KEY: Must be a Clerk publishable key: its Frontend API host could not be read/);
  });

  it('scavenges EventStoreDB every 24 hours unless told another period, 0 meaning never, and refuses a period that is not one', () => {
    expect(loadConfig({}).eventStoreScavengeEveryMs).toBe(24 * 3_600_000);
    expect(loadConfig({ EVENTSTORE_SCAVENGE_EVERY_HOURS: '6' }).eventStoreScavengeEveryMs).toBe(6 * 3_600_000);
    expect(loadConfig({ EVENTSTORE_SCAVENGE_EVERY_HOURS: '0' }).eventStoreScavengeEveryMs).toBe(0);
    expect(() => loadConfig({ EVENTSTORE_SCAVENGE_EVERY_HOURS: '-1' })).toThrow(/EVENTSTORE_SCAVENGE_EVERY_HOURS: Must be a number of hours between scavenges of EventStoreDB \(0: never\)/);
    expect(() => loadConfig({ EVENTSTORE_SCAVENGE_EVERY_HOURS: 'daily' })).toThrow(/EVENTSTORE_SCAVENGE_EVERY_HOURS: Must be a number of hours/);
  });

  it('asks for PERSONAL_DATA_MASTER_KEY in production with MongoDB (people\'s keys are wrapped with it), never on embedded defaults', () => {
    const production = { NODE_ENV: 'production', CLERK_SECRET_KEY: 'sk_live_abc', SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(loadConfig(production).personalDataMasterKey).toBeNull();
    expect(() => loadConfig({ ...production, MONGODB_URL: 'mongodb://db:27017/?replicaSet=rs0' })).toThrow(/PERSONAL_DATA_MASTER_KEY: required in production with MONGODB_URL/);
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ ...production, MONGODB_URL: 'mongodb://db:27017/?replicaSet=rs0', PERSONAL_DATA_MASTER_KEY: key.toString('base64') }).personalDataMasterKey).toEqual(key);
    expect(() => loadConfig({ PERSONAL_DATA_MASTER_KEY: 'c2hvcnQ=' })).toThrow(/PERSONAL_DATA_MASTER_KEY: Must be 32 random bytes/);
  });

  it('saves the standalone read models every 30 s unless told otherwise, and refuses a zero interval', () => {
    expect(loadConfig({}).readModelsSaveIntervalMs).toBe(30_000);
    expect(loadConfig({ READ_MODELS_SAVE_INTERVAL_S: '60' }).readModelsSaveIntervalMs).toBe(60_000);
    expect(() => loadConfig({ READ_MODELS_SAVE_INTERVAL_S: '0' })).toThrow(/READ_MODELS_SAVE_INTERVAL_S/);
  });

  it('looks for due monitoring checks every 5 s unless told otherwise; 0 turns the loop off; a negative tick is refused', () => {
    expect(loadConfig({}).monitorTickMs).toBe(5000);
    expect(loadConfig({ MONITOR_TICK_MS: '0' }).monitorTickMs).toBe(0);
    expect(() => loadConfig({ MONITOR_TICK_MS: '-1' })).toThrow(/MONITOR_TICK_MS/);
  });

  it('keeps the system clock unless DEMO_CLOCK=steered, and refuses a steered clock in production', () => {
    expect(loadConfig({}).demoClock).toBe('system');
    expect(loadConfig({ DEMO_CLOCK: 'steered' }).demoClock).toBe('steered');
    const production = { NODE_ENV: 'production', CLERK_SECRET_KEY: 'sk_live_abc', SETTINGS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
    expect(() => loadConfig({ ...production, DEMO_CLOCK: 'steered' })).toThrow(/DEMO_CLOCK: steered is for development/);
    expect(() => loadConfig({ DEMO_CLOCK: 'fast' })).toThrow(/DEMO_CLOCK/);
  });

  it('limits the public shared-link endpoints to 60 requests a minute per address unless told otherwise', () => {
    expect(loadConfig({}).shareRateLimit).toEqual({ requests: 60, windowMs: 60_000 });
    expect(loadConfig({ SHARE_RATE_LIMIT: '5', SHARE_RATE_WINDOW_S: '10' }).shareRateLimit).toEqual({ requests: 5, windowMs: 10_000 });
    expect(() => loadConfig({ SHARE_RATE_LIMIT: '0' })).toThrow(/SHARE_RATE_LIMIT/);
    expect(() => loadConfig({ SHARE_RATE_WINDOW_S: 'minute' })).toThrow(/SHARE_RATE_WINDOW_S/);
  });

  it('trusts no proxy unless TRUST_PROXY says which: true, a hop count, or addresses and ranges; refuses anything else', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback']);
    for (const wrong of ['yes', '0', '10.0.0.0/33', '10.0.0', 'proxy.example.com', '10.0.0.1,', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY: Must be true, false, the number of proxies/);
  });

  it('takes exactly the EventStoreDB connection strings its client can read, and says which form it wants of any other', () => {
    const clientReads = (url: string) => {
      try {
        parseConnectionString(url);
        return true;
      } catch {
        return false;
      }
    };
    const configTakes = (url: string) => {
      try {
        return loadConfig({ EVENTSTORE_URL: url }).eventStoreUrl === url;
      } catch (error) {
        expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^EVENTSTORE_URL: Must be the EventStoreDB connection string, esdb:\/\/host:2113\?tls=false/)]);
        return false;
      }
    };
    const urls = [
      'esdb://eventstore:2113?tls=false',
      'esdb://admin:changeit@localhost:2113',
      'esdb://node1:2113,node2:2113,node3:2113',
      'esdb+discover://cluster.example.com:2113',
      'kurrentdb://localhost:2113?tls=false',
      'kurrentdb+discover://cluster.example.com:2113',
      'kdb://localhost:2113',
      'kdb+discover://cluster.example.com:2113',
      'ESDB://localhost:2113',
      'esdb+srv://cluster.example.com',
      'http://localhost:2113',
      'esdb:/localhost:2113',
      'esdb://',
      'esdb://?tls=false',
    ];
    expect(urls.filter(configTakes)).toEqual(urls.filter(clientReads));
    expect(urls.filter(configTakes)).toEqual(urls.slice(0, 4));
  });

  it('lists every malformed variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', EVENTSTORE_URL: 'http://x', MONGODB_URL: 'mysql://y' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0]).sort()).toEqual(['EVENTSTORE_URL', 'MONGODB_URL', 'PORT']);
    }
  });
});
