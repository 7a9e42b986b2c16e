#!/usr/bin/env node
// Drives field staff along real routes for demos and tests: signs in, registers or reuses members, issues device tokens, posts batched positions.
//   npm run simulate:staff -- --url http://127.0.0.1:3000 [--org org_demo] [--members 3] [--interval 1000] [--duration 60]
//                             [--batch 3] [--speed 12] [--quiet]
// --interval: ms between two fixes of a member; --batch: fixes per report; --speed: metres per second along the route;
// --org: the organization id (the local sign-in page makes org_demo of the organization name “Demo”, so sign in with
// organization Demo to watch the default run); --duration: seconds (0 = until Ctrl+C). TOUROPS_TOKEN: a session token to use instead of the local sign-in (POST /api/dev/session).
// The local sign-in joins an organization that has members only by invitation: `npm run seed:demo` invites simulator@example.com to Demo as an admin.
// Now and then a report is sent twice (the server answers it as duplicates) and one is held back and sent after the next (out of order).

import { STAFF_SIMULATOR } from './demo-season/demo-team.mjs';
import { client, log, ok, sessionToken } from './lib/tourops-api.mjs';

const ROUTES = [
  {
    name: 'Florence: station to Palazzo Pitti',
    points: [
      [43.7764, 11.2479], [43.7745, 11.2498], [43.7731, 11.2540], [43.7731, 11.2560], [43.7720, 11.2570],
      [43.7696, 11.2556], [43.7686, 11.2544], [43.7679, 11.2531], [43.7668, 11.2530], [43.7652, 11.2500],
    ],
  },
  {
    name: 'Rome: Colosseum to Piazza Navona',
    points: [
      [41.8902, 12.4922], [41.8918, 12.4880], [41.8925, 12.4853], [41.8946, 12.4831], [41.8963, 12.4822],
      [41.8983, 12.4786], [41.8986, 12.4769], [41.8992, 12.4731], [41.8989, 12.4712],
    ],
  },
  {
    name: 'Venice: Santa Lucia to San Marco',
    points: [
      [45.4412, 12.3210], [45.4404, 12.3235], [45.4410, 12.3265], [45.4386, 12.3290], [45.4381, 12.3326],
      [45.4380, 12.3359], [45.4360, 12.3370], [45.4346, 12.3379], [45.4341, 12.3388],
    ],
  },
  {
    name: 'Milan: Duomo to Castello Sforzesco',
    points: [
      [45.4642, 9.1900], [45.4655, 9.1890], [45.4660, 9.1862], [45.4665, 9.1838], [45.4672, 9.1818], [45.4691, 9.1795], [45.4705, 9.1794],
    ],
  },
  {
    name: 'Siena: Porta Camollia to Piazza del Campo',
    points: [
      [43.3280, 11.3260], [43.3255, 11.3275], [43.3230, 11.3290], [43.3210, 11.3300], [43.3195, 11.3310], [43.3184, 11.3316],
    ],
  },
];

const FIRST_NAMES = ['Giulia', 'Marco', 'Anna', 'Luca', 'Sofia', 'Paolo', 'Elena', 'Davide', 'Chiara', 'Matteo'];
const LAST_NAME = 'Simulated';
const TOKEN_LABEL = 'Simulator';

function parseArgs(argv) {
  const options = { url: 'http://127.0.0.1:3000', org: 'org_demo', members: 3, interval: 1000, duration: 60, batch: 3, speed: 12, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quiet') options.quiet = true;
    else if (arg === '--help' || arg === '-h') options.help = true;
    else if (arg.startsWith('--') && i + 1 < argv.length) {
      const key = arg.slice(2);
      if (!(key in options)) throw new Error(`unknown option ${arg}`);
      options[key] = typeof options[key] === 'number' ? Number(argv[++i]) : argv[++i];
      if (typeof options[key] === 'number' && !Number.isFinite(options[key])) throw new Error(`${arg} needs a number`);
    } else throw new Error(`unexpected argument ${arg}`);
  }
  if (options.members < 1 || options.members > FIRST_NAMES.length) throw new Error(`--members must be 1 to ${FIRST_NAMES.length}`);
  if (options.interval < 50) throw new Error('--interval must be at least 50 ms');
  if (options.batch < 1 || options.batch > 500) throw new Error('--batch must be 1 to 500');
  return options;
}

/** A session token: TOUROPS_TOKEN, or a local sign-in as the simulator of --org (invited as an admin by `npm run seed:demo` for Demo). */
const simulatorToken = (call, org) => sessionToken(call, org, { userId: `user_simulator_${org.replace(/[^A-Za-z0-9_]/g, '_')}`, ...STAFF_SIMULATOR });

/** Members named "<first> Simulated", reused when they exist, registered otherwise. */
async function simulatedMembers(call, token, count) {
  const listed = await call('GET', `/api/field-staff?q=${LAST_NAME.toLowerCase()}&limit=200`, { token });
  if (listed.status === 404) throw new Error('the field staff API (POST /api/field-staff) is not there yet: no member can be registered');
  const existing = (await ok(listed, 'list field staff')).items.filter((member) => member.lastName === LAST_NAME && !member.deleted);
  const members = [];
  for (const firstName of FIRST_NAMES.slice(0, count)) {
    const found = existing.find((member) => member.firstName === firstName);
    if (found) {
      log(`reusing ${firstName} ${LAST_NAME} (${found.id})`);
      members.push({ id: found.id, name: `${firstName} ${LAST_NAME}` });
      continue;
    }
    const body = { firstName, lastName: LAST_NAME, email: `${firstName.toLowerCase()}.simulated@example.com`, roles: ['guide'], languages: ['it', 'en'] };
    const created = await ok(call('POST', '/api/field-staff', { token, body }), `register ${firstName}`);
    log(`registered ${firstName} ${LAST_NAME} (${created.id})`);
    members.push({ id: created.id, name: `${firstName} ${LAST_NAME}` });
  }
  return members;
}

/** Revokes the simulator's earlier tokens of the member and issues a fresh one. */
async function deviceToken(call, token, member) {
  const { items } = await ok(call('GET', `/api/field-staff/${member.id}/device-tokens`, { token }), `tokens of ${member.name}`);
  for (const old of items.filter((item) => item.label === TOKEN_LABEL && !item.revokedAt))
    await ok(call('DELETE', `/api/field-staff/${member.id}/device-tokens/${old.tokenId}`, { token }), `revoke a token of ${member.name}`);
  const issued = await ok(call('POST', `/api/field-staff/${member.id}/device-tokens`, { token, body: { label: TOKEN_LABEL } }), `issue a token to ${member.name}`);
  log(`issued a device token to ${member.name}`);
  return issued.token;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (degrees) => (degrees * Math.PI) / 180;

function metresBetween([lat1, lng1], [lat2, lng2]) {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

function headingBetween([lat1, lng1], [lat2, lng2]) {
  const y = Math.sin(rad(lng2 - lng1)) * Math.cos(rad(lat2));
  const x = Math.cos(rad(lat1)) * Math.sin(rad(lat2)) - Math.sin(rad(lat1)) * Math.cos(rad(lat2)) * Math.cos(rad(lng2 - lng1));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

/** A walker along a polyline, back and forth, `speed` metres per second. */
function walker(route, speed, startOffset) {
  const legs = route.points.slice(1).map((to, index) => ({ from: route.points[index], to, length: metresBetween(route.points[index], to) }));
  const total = legs.reduce((sum, leg) => sum + leg.length, 0);
  let travelled = startOffset * total;
  return function next(seconds) {
    travelled += seconds * speed;
    const lap = travelled % (2 * total);
    const forward = lap <= total;
    let along = forward ? lap : 2 * total - lap;
    for (const leg of legs) {
      if (along > leg.length) {
        along -= leg.length;
        continue;
      }
      const share = leg.length ? along / leg.length : 0;
      const lat = leg.from[0] + (leg.to[0] - leg.from[0]) * share;
      const lng = leg.from[1] + (leg.to[1] - leg.from[1]) * share;
      const heading = forward ? headingBetween(leg.from, leg.to) : headingBetween(leg.to, leg.from);
      return { lat, lng, heading };
    }
    const last = route.points.at(-1);
    return { lat: last[0], lng: last[1], heading: 0 };
  };
}

/** About 4 m of GPS noise. */
const noise = () => (Math.random() - 0.5) * 0.00007;

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.help) {
    console.log('npm run simulate:staff -- --url http://127.0.0.1:3000 [--org org_demo] [--members 3] [--interval 1000] [--duration 60] [--batch 3] [--speed 12] [--quiet]');
    return 0;
  }
  const call = client(options.url);
  const token = await simulatorToken(call, options.org);
  const me = await ok(call('GET', '/api/me', { token }), 'who am I');
  log(`signed in to ${options.url} as ${me.user.fullName || me.user.id} of ${me.organization.id} (${me.organization.role})`);
  const members = await simulatedMembers(call, token, options.members);
  const devices = [];
  for (const [index, member] of members.entries()) {
    const route = ROUTES[index % ROUTES.length];
    devices.push({ ...member, route, token: await deviceToken(call, token, member), next: walker(route, options.speed, Math.random()), buffer: [], lastBatch: null, heldBack: null, reports: 0 });
    log(`${member.name} walks ${route.name}`);
  }

  const totals = { sent: 0, accepted: 0, duplicates: 0, failed: 0, resent: 0, late: 0 };
  const post = async (device, positions, how) => {
    try {
      const response = await call('POST', `/api/field-staff/${device.id}/positions`, { token: device.token, body: { positions } });
      totals.sent += positions.length;
      if (response.status !== 202) {
        totals.failed++;
        log(`${device.name}: ${positions.length} positions (${how}) -> ${response.status} ${response.body?.detail ?? ''}`);
        return;
      }
      totals.accepted += response.body.accepted;
      totals.duplicates += response.body.duplicates;
      if (!options.quiet || how !== 'batch')
        log(`${device.name}: ${positions.length} positions (${how}) -> accepted ${response.body.accepted}, duplicates ${response.body.duplicates}`);
    } catch (error) {
      totals.failed++;
      log(`${device.name}: ${positions.length} positions (${how}) failed: ${error.message}`);
    }
  };

  let stopping = false;
  let inFlight = Promise.resolve();
  const tick = () => {
    const work = [];
    for (const device of devices) {
      const { lat, lng, heading } = device.next(options.interval / 1000);
      device.buffer.push({ at: new Date().toISOString(), lat: lat + noise(), lng: lng + noise(), accuracy: 4 + Math.round(Math.random() * 8), speed: options.speed, heading: Math.round(heading) });
      if (device.buffer.length < options.batch) continue;
      const batch = device.buffer;
      device.buffer = [];
      device.reports++;
      work.push(
        (async () => {
          if (device.reports % 9 === 4 && !device.heldBack) {
            // Held back: sent after the next batch, as a device that lost its connection for a moment would.
            device.heldBack = batch;
            totals.late++;
            return;
          }
          await post(device, batch, 'batch');
          if (device.heldBack) {
            const late = device.heldBack;
            device.heldBack = null;
            await post(device, late, 'late, out of order');
          }
          if (device.reports % 7 === 3) {
            totals.resent++;
            await post(device, batch, 'sent again');
          }
        })(),
      );
    }
    inFlight = Promise.all([inFlight, ...work]);
  };

  log(`reporting every ${options.interval * options.batch} ms (${options.batch} fixes each) for ${options.duration ? `${options.duration} s` : 'ever (Ctrl+C stops)'}`);
  const timer = setInterval(() => {
    if (!stopping) tick();
  }, options.interval);
  await new Promise((resolve) => {
    const stop = (why) => {
      if (stopping) return;
      stopping = true;
      log(`stopping (${why})`);
      resolve();
    };
    process.once('SIGINT', () => stop('SIGINT'));
    process.once('SIGTERM', () => stop('SIGTERM'));
    if (options.duration > 0) setTimeout(() => stop(`${options.duration} s elapsed`), options.duration * 1000).unref();
  });
  clearInterval(timer);
  await inFlight;
  log(
    `done: ${totals.sent} positions sent, ${totals.accepted} accepted, ${totals.duplicates} duplicates, ${totals.resent} reports re-sent, ${totals.late} sent late, ${totals.failed} failed`,
  );
  return totals.failed > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`simulate:staff: ${error.message}`);
    process.exit(1);
  },
);
