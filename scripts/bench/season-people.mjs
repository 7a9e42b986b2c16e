// The people of a generated season through their deciders: travelers registered and booked on tours (many return), field staff registered, assigned (overrides when every candidate clashes) and tracked.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib.mjs';
import { DIETARY_NOTES, FIRST_NAMES, LANGUAGES, LAST_NAMES, MEDICAL_NOTES, NATIONALITIES } from './season-places.mjs';

const require = createRequire(path.join(root, 'package.json'));
const { DomainError, fieldStaffDecider, fieldStaffStreamName, instantOfWallClock, positionReportDecider, positionStreamName, travelerDecider, travelerStreamName } = require(
  path.join(root, 'dist/libs/domain/src/index.js'),
);

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const OFFICE = 'user_season_office';
const iso = (ms) => new Date(ms).toISOString();
const dateOf = (ms) => iso(ms).slice(0, 10);

export function createPeople({ recorder, random, travelers, staff, seats, seasonStartMs, nowMs }) {
  const orgId = recorder.orgId;
  const travelerIds = Array.from({ length: travelers }, () => randomUUID());
  let registered = 0;
  let seatsLeft = seats;

  function register(index, at) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const details = {
      firstName: first,
      lastName: last,
      email: random() < 0.9 ? `${first}.${last}.${index}@example.com`.toLowerCase().replace('ü', 'ue') : '',
      phone: `+1555${String(index).padStart(7, '0')}`,
      nationality: random.weighted(NATIONALITIES),
      dateOfBirth: `${random.int(1938, 2014)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      passport: random() < 0.4 ? { number: `P${String(index).padStart(8, '0')}`, expiry: `${random.int(2027, 2035)}-06-30` } : null,
      dietaryNotes: random.weighted(DIETARY_NOTES),
      medicalNotes: random.weighted(MEDICAL_NOTES),
      emergencyContact: random() < 0.3 ? { name: `${random.pick(FIRST_NAMES)} ${last}`, phone: `+1555${String(index + 1).padStart(7, '0')}`, relation: 'Partner' } : null,
      tags: random() < 0.05 ? ['vip'] : [],
    };
    const stream = travelerStreamName(orgId, travelerIds[index]);
    recorder.decide(stream, travelerDecider, { type: 'RegisterTraveler', data: { travelerId: travelerIds[index], ...details } }, { today: dateOf(at), allowDuplicate: true }, at, OFFICE);
  }

  /** A seat goes to a new traveler as often as the travelers left to register call for; otherwise to a returning one. */
  function bookTravelers(plan, times, count) {
    const latest = Math.max(plan.createdAt + 10 * MINUTE_MS, Math.min(times.startMs - DAY_MS, nowMs - 10 * MINUTE_MS));
    for (let seat = 0; seat < count; seat++) {
      const fresh = registered < travelers && (registered === 0 || random() < (travelers - registered) / Math.max(1, seatsLeft));
      const index = fresh ? registered++ : random.int(0, registered - 1);
      seatsLeft--;
      const at = random.between(plan.createdAt + 10 * MINUTE_MS, latest);
      if (fresh) register(index, at - MINUTE_MS);
      recorder.decide(travelerStreamName(orgId, travelerIds[index]), travelerDecider, { type: 'AssignToTour', data: { tourId: plan.tourId } }, { today: dateOf(at) }, at, OFFICE);
    }
  }

  function registerTheRest() {
    for (; registered < travelers; registered++) register(registered, nowMs - random.between(HOUR_MS, 60 * DAY_MS));
  }

  const members = Array.from({ length: staff }, (_, s) => {
    const roles = s % 10 < 6 ? (s % 3 ? ['guide'] : ['guide', 'tour_leader']) : s % 10 < 9 ? ['driver'] : ['tour_leader', 'coordinator'];
    const expiry = random() < 0.05 ? dateOf(nowMs - 60 * DAY_MS) : '2028-12-31';
    const licences = roles.includes('driver') ? [{ kind: 'driving', number: `D-${1000 + s}`, expiry }] : roles.includes('guide') ? [{ kind: 'guide', number: `G-${1000 + s}`, expiry }] : [];
    const daysOff = Array.from({ length: 8 }, () => dateOf(seasonStartMs + random.between(0, nowMs + 60 * DAY_MS - seasonStartMs)));
    const member = { staffId: randomUUID(), tokenId: randomUUID(), roles };
    const data = { staffId: member.staffId, firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES), email: `staff.${s}@example.com`, phone: `+3933${String(s).padStart(8, '0')}`, roles, languages: random.pick(LANGUAGES), licences, daysOff };
    recorder.decide(fieldStaffStreamName(orgId, member.staffId), fieldStaffDecider, { type: 'RegisterFieldStaffMember', data }, {}, seasonStartMs + s * MINUTE_MS, OFFICE);
    return member;
  });
  const withRole = (role) => members.filter((member) => member.roles.includes(role));
  const byRole = { guide: withRole('guide'), driver: withRole('driver') };

  /** A guide for every tour and a driver for long ones; the first candidates who fit, else (sometimes) one with an override. */
  function assignStaff(plan, tour, times) {
    const from = iso(instantOfWallClock(`${plan.start}T07:30`, plan.region.timezone));
    const to = iso(instantOfWallClock(`${plan.end}T17:00`, plan.region.timezone));
    const at = Math.max(plan.createdAt + MINUTE_MS, Math.min(nowMs - MINUTE_MS, plan.createdAt + random.between(HOUR_MS, 5 * DAY_MS)));
    const roles = plan.days >= 6 ? ['guide', 'driver'] : ['guide'];
    const assigned = [];
    for (const role of roles) {
      const candidates = byRole[role];
      const first = random.int(0, candidates.length - 1);
      const tryAssign = (member, override) => {
        const assignment = { assignmentId: randomUUID(), tourId: tour.id, role, from, to, override };
        try {
          recorder.decide(fieldStaffStreamName(orgId, member.staffId), fieldStaffDecider, { type: 'AssignFieldStaff', data: assignment }, {}, at, OFFICE);
          assigned.push({ member, role });
          return true;
        } catch (error) {
          if (error instanceof DomainError && error.code === 'conflict') return false;
          throw error;
        }
      };
      let done = false;
      for (let k = 0; k < 6 && !done; k++) done = tryAssign(candidates[(first + k) % candidates.length], false);
      if (!done && random() < 0.35) tryAssign(candidates[first], true);
    }
    return assigned;
  }

  /** Positions every 15 minutes of the day window on 70 % of the days worked so far, in batches of 16 as a device sends them. */
  function reportPositions(plan, tour, assigned) {
    for (const { member } of assigned)
      tour.days.forEach((day, index) => {
        if (random() >= 0.7) return;
        const spot = day.segments.find((segment) => segment.location)?.location ?? plan.region.places[index % plan.region.places.length];
        const positions = [];
        for (let minutes = 7 * 60 + 30; minutes <= 17 * 60; minutes += 15) {
          const at = instantOfWallClock(`${day.date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`, plan.region.timezone);
          if (at > nowMs) break;
          positions.push({ at: iso(at), lat: spot.lat + random.between(-0.01, 0.01), lng: spot.lng + random.between(-0.01, 0.01), accuracy: random.int(5, 30) });
        }
        for (let first = 0; first < positions.length; first += 16) {
          const batch = positions.slice(first, first + 16);
          const sentAt = Math.min(nowMs, Date.parse(batch[batch.length - 1].at) + 2 * MINUTE_MS);
          const command = { type: 'ReportPositions', data: { staffId: member.staffId, tokenId: member.tokenId, positions: batch } };
          recorder.decide(positionStreamName(orgId, member.staffId), positionReportDecider, command, { now: iso(sentAt) }, sentAt, `staff:${member.staffId}`);
        }
      });
  }

  return { bookTravelers, registerTheRest, assignStaff, reportPositions };
}
