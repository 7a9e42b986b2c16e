#!/usr/bin/env node
// `npm run seed:demo`: fills organization "Demo" (org_demo) with a season through the API, its history recorded at the instants it
// happened (a server on a steered demo clock); run again, it finds what it made and adds nothing.
//   npm run seed:demo -- [--tours 60] [--travelers 400] [--staff 15] [--seed demo] [--quiet]
//                        [--data-dir ./data | --url http://127.0.0.1:3000] [--org org_demo] [--org-name Demo]
// Without --url it starts the built standalone server on DATA_DIR (or --data-dir) with DEMO_CLOCK=steered, and refuses while
// another server answers on PORT (3000): stop `npm start` first. With --url it uses that server, which must have been started
// with DEMO_CLOCK=steered (and MONITOR_TICK_MS=0 for a season that is the same each time).
import { client, log, sessionToken } from './lib/tourops-api.mjs';
import { answersHealth, startSeasonServer } from './lib/season-server.mjs';
import { DEMO_TEAM, SEASON_AUTHOR, inviteDemoTeam } from './demo-season/demo-team.mjs';
import { SeasonApi } from './demo-season/season-api.mjs';
import { existingSeason } from './demo-season/season-known.mjs';
import { seasonPlan } from './demo-season/season-plan.mjs';
import { walkSeason } from './demo-season/season-walk.mjs';

const USAGE = 'npm run seed:demo -- [--tours 60] [--travelers 400] [--staff 15] [--seed demo] [--data-dir ./data | --url http://127.0.0.1:3000] [--org org_demo] [--org-name Demo] [--quiet]';
const LIMITS = { tours: [1, 500], travelers: [1, 5000], staff: [1, 15] };

function parseArgs(argv) {
  const options = { tours: 60, travelers: 400, staff: 15, seed: 'demo', url: '', 'data-dir': process.env.DATA_DIR || './data', org: 'org_demo', 'org-name': 'Demo', quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quiet') options.quiet = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--') && arg.slice(2) in options && i + 1 < argv.length) {
      const key = arg.slice(2);
      options[key] = typeof options[key] === 'number' ? Number(argv[++i]) : argv[++i];
    } else throw new Error(`unexpected argument ${arg} (${USAGE})`);
  }
  for (const [key, [min, max]] of Object.entries(LIMITS))
    if (!Number.isInteger(options[key]) || options[key] < min || options[key] > max) throw new Error(`--${key} must be a whole number from ${min} to ${max}`);
  return options;
}

async function seasonServer(options) {
  if (options.url) return { url: options.url, stop: async () => undefined };
  const running = `http://127.0.0.1:${process.env.PORT || 3000}`;
  if (await answersHealth(running))
    throw new Error(
      `a server answers on ${running}: stop it first (seed:demo runs its own server on the data directory), or start it with DEMO_CLOCK=steered MONITOR_TICK_MS=0 and pass --url ${running}`,
    );
  log(`starting a server with a demo clock on ${options['data-dir']}`);
  return startSeasonServer(options['data-dir']);
}

/** The anchor of the season already seeded (checked against --tours), or the server's time now, to the minute. */
async function anchorOf(api, options) {
  const existing = await existingSeason(api);
  if (existing && existing.tours !== options.tours)
    throw new Error(`${options.org} already holds a season of ${existing.tours} tours (seeded for ${existing.anchor}): run with --tours ${existing.tours}, or seed a fresh data directory`);
  if (existing) return { anchor: existing.anchor, again: true };
  await api.releaseClock();
  const { now } = await api.demoClock();
  return { anchor: new Date(Math.floor(Date.parse(now) / 60_000) * 60_000).toISOString(), again: false };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) return console.log(USAGE), 0;
  if (process.env.NODE_ENV === 'production') throw new Error('refused in production: a demo season needs a development server with a steered clock');
  const started = Date.now();
  const server = await seasonServer(options);
  try {
    const token = await sessionToken(client(server.url), options.org, SEASON_AUTHOR, { orgName: options['org-name'] });
    const api = new SeasonApi(server.url, token);
    await api.demoClock();
    const invited = await inviteDemoTeam(api);
    if (invited > 0) log(`invited ${invited} of its people to ${options.org}`);
    const { anchor, again } = await anchorOf(api, options);
    log(`${again ? 'checking' : 'seeding'} the season of ${options.org} for ${anchor}: ${options.tours} tours, ${options.travelers} travelers, ${options.staff} field staff`);
    const plan = seasonPlan({ seed: options.seed, anchor, tours: options.tours, travelers: options.travelers, staff: options.staff });
    const totals = await walkSeason(api, plan, { progress: !options.quiet });
    const added = Object.entries(totals).filter(([, value]) => value > 0).map(([key, value]) => `${value} ${key}`);
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s, ${api.writes} writes: ${added.join(', ') || 'nothing new'}`);
    log(`sign in with organization ${options['org-name']} as one of its invited people: ${DEMO_TEAM.map((person) => `${person.email} (${person.role.slice(4)})`).join(', ')}`);
    console.log(JSON.stringify({ anchor, seconds: (Date.now() - started) / 1000, writes: api.writes, ...totals }));
  } finally {
    await server.stop();
  }
  if (!options.url) log(`now run npm start and sign in with organization ${options['org-name']} and one of the emails above`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`seed:demo: ${error.message}`);
    process.exit(1);
  },
);
