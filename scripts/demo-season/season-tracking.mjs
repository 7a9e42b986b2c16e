// Positions of the staff of running tours, reported as their phones would: one report per member and day, through a device token
// issued the first time a member reports in this run; a day whose trail already has points is not reported again.
import { positionsOf } from './staff-positions.mjs';

const TOKEN_LABEL = 'Demo season phone';

async function deviceTokenOf(api, member) {
  if (!member.deviceToken) member.deviceToken = (await api.send('POST', `/api/field-staff/${member.id}/device-tokens`, { label: TOKEN_LABEL }, 'issue a device token')).token;
  return member.deviceToken;
}

export async function reportPositions(api, known, plan, step, totals) {
  const tour = plan.tours[step.tour];
  if (known.tours.get(tour.index)?.status !== 'IN_PROGRESS') return;
  const positions = positionsOf(tour, step.dayIndex, step.assignment, step.at);
  if (positions.length === 0) return;
  const member = known.staff.get(plan.staff[step.assignment.member].email);
  const window = `from=${encodeURIComponent(positions[0].at)}&to=${encodeURIComponent(positions.at(-1).at)}`;
  const trail = await api.get(`/api/field-staff/${member.id}/trail?${window}`, 'read a trail');
  if (trail.points.length > 0) return;
  const token = await deviceTokenOf(api, member);
  const answer = await api.call('POST', `/api/field-staff/${member.id}/positions`, { token, body: { positions } });
  if (answer.status !== 202) throw new Error(`report positions of ${member.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
  totals.positions += answer.body.accepted;
}
