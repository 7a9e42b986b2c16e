// The deployment as its files describe it: docker-compose.yml resolved as compose would, the image's ENV, and the README's production variables.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const root = path.resolve(__dirname, '../..');

export type Environment = Record<string, string>;

export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const APP_SERVICES = ['api', 'projector', 'monitor'] as const;

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** js-yaml resolves anchors and merge keys (`<<: *app-env`) as compose does. */
export const composeFile = (): ComposeFile => yaml.load(read('docker-compose.yml')) as ComposeFile;

/** Compose refused to start: a `${VAR:?message}` the operator left unset. */
export class ComposeRefusal extends Error {}

const REFERENCE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** `value` with `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?message}`, `${VAR?message}`, `$VAR` and `$$` resolved as compose does. */
export function interpolate(value: string, operator: Environment): string {
  return value.replace(REFERENCE, (whole, braced?: string, operation?: string, argument = '', bare?: string) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare)!;
    const set = operator[name];
    const missing = operation?.startsWith(':') ? !set : set === undefined;
    if (operation?.endsWith('?') && missing) throw new ComposeRefusal(`required variable ${name} is missing a value: ${argument}`);
    if (operation?.endsWith('-') && missing) return argument;
    return set ?? '';
  });
}

/** The variables docker-compose.yml reads from the operator's environment. */
export function variablesComposeReads(): string[] {
  return [...new Set([...read('docker-compose.yml').matchAll(REFERENCE)].map(([, braced, , , bare]) => braced ?? bare).filter(Boolean))].sort();
}

/** The ENV of the image's last stage, each value resolved against the ones before it. */
export function imageEnvironment(): Environment {
  const stages = read('Dockerfile').split(/^FROM\s/m);
  const environment: Environment = {};
  for (const [, name, value] of stages[stages.length - 1].matchAll(/^ENV\s+([A-Za-z_][A-Za-z0-9_]*)[=\s]\s*(.*)$/gm))
    environment[name] = interpolate(value.trim().replace(/^"(.*)"$/, '$1'), environment);
  return environment;
}

/** The environment a service's container runs with: the image's ENV, then the service's `environment:` resolved from the operator's. */
export function serviceEnvironment(compose: ComposeFile, service: string, operator: Environment): Environment {
  const declared = compose.services[service]?.environment ?? {};
  const entries = Array.isArray(declared)
    ? declared.map((entry) => [entry.split('=')[0], entry.slice(entry.indexOf('=') + 1)] as const)
    : Object.entries(declared).map(([name, value]) => [name, value === null ? '' : String(value)] as const);
  return { ...imageEnvironment(), ...Object.fromEntries(entries.map(([name, value]) => [name, interpolate(value, operator)])) };
}

/** One row of the README's production table: the variables it names (any one of them when `alternatives`). */
export interface ProductionVariable {
  names: string[];
  alternatives: boolean;
  required: boolean;
}

/** The rows of the table under the README's "### Production variables". */
export function productionVariables(): ProductionVariable[] {
  const readme = read('README.md');
  const section = readme.split(/^### Production variables\s*$/m)[1]?.split(/^#/m)[0];
  if (!section) throw new Error('README.md has no "### Production variables" section');
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [variable, required] = line.split('|').slice(1, 3);
      return { names: [...variable.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map(([, name]) => name), alternatives: / or /.test(variable), required: /^\s*yes/.test(required) };
    });
}

const publicKeyPem = () => generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ type: 'spki', format: 'pem' }).toString();

/** A value an operator could set for each variable the README asks for, made the way the README says. */
const EXAMPLE_VALUES: Record<string, () => string> = {
  CLERK_SECRET_KEY: () => `sk_test_${randomBytes(24).toString('base64url')}`,
  CLERK_JWT_KEY: publicKeyPem,
  CLERK_PUBLISHABLE_KEY: () => `pk_test_${Buffer.from('clerk.example.com$').toString('base64')}`,
  SETTINGS_ENCRYPTION_KEY: () => randomBytes(32).toString('base64'),
  PERSONAL_DATA_MASTER_KEY: () => randomBytes(32).toString('base64'),
};

export function exampleValue(name: string): string {
  const make = EXAMPLE_VALUES[name];
  if (!make) throw new Error(`No example value for ${name}: add how an operator makes one to EXAMPLE_VALUES`);
  return make();
}

/** The operator's environment the README asks for: every required row, the first of alternatives, or the one `choose` names. */
export function operatorEnvironment(choose: (row: ProductionVariable) => string = (row) => row.names[0]): Environment {
  return Object.fromEntries(
    productionVariables()
      .filter((row) => row.required)
      .map((row) => (row.alternatives ? choose(row) : row.names))
      .flat()
      .map((name) => [name, exampleValue(name)]),
  );
}
