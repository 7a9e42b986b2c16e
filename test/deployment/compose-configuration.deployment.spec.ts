// The distributed deployment's configuration: what docker-compose.yml and the README give each process is what it accepts at start.
import { ConfigError, loadConfig } from '@tourops/runtime';
import { configurationOutcome } from './configuration-outcome';
import { APP_SERVICES, ComposeRefusal, composeFile, operatorEnvironment, productionVariables, serviceEnvironment, variablesComposeReads } from './deployment-files';

/** A distributed production deployment, as the README describes it, before the variables its table asks for. */
const DISTRIBUTED_PRODUCTION = { NODE_ENV: 'production', EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false', MONGODB_URL: 'mongodb://mongo:27017/?replicaSet=rs0' };

const refusal = (environment: Record<string, string>): string[] => {
  try {
    loadConfig(environment);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the distributed deployment as docker-compose.yml starts it', () => {
  it.each(APP_SERVICES)('the %s process accepts the configuration compose gives it from the variables the README asks for', async (service) => {
    const environment = serviceEnvironment(composeFile(), service, operatorEnvironment());
    const outcome = await configurationOutcome(service, environment, 60_000);
    expect(outcome.accepted ? 'accepted' : outcome.output).toBe('accepted');
  }, 90_000);

  it('compose reads exactly the variables the README tells an operator to set', () => {
    expect(variablesComposeReads()).toEqual(productionVariables().flatMap((row) => row.names).sort());
  });

  it('compose refuses to start without either key, naming it and saying how to make one', () => {
    const complete = operatorEnvironment();
    for (const key of ['SETTINGS_ENCRYPTION_KEY', 'PERSONAL_DATA_MASTER_KEY']) {
      const { [key]: _left, ...without } = complete;
      expect(() => serviceEnvironment(composeFile(), 'api', without)).toThrow(new ComposeRefusal(`required variable ${key} is missing a value: set ${key} (openssl rand -base64 32)`));
    }
  });
});

describe("the README's production variables", () => {
  it('are all a distributed production process needs: with each of them set, the configuration is accepted', () => {
    expect(refusal({ ...DISTRIBUTED_PRODUCTION, ...operatorEnvironment() })).toEqual([]);
  });

  it('either of the alternatives a row offers will do', () => {
    const alternativeRows = productionVariables().filter((row) => row.required && row.alternatives);
    expect(alternativeRows.length).toBeGreaterThan(0);
    for (const row of alternativeRows)
      for (const name of row.names) expect(refusal({ ...DISTRIBUTED_PRODUCTION, ...operatorEnvironment((other) => (other === row ? name : other.names[0])) })).toEqual([]);
  });
});
