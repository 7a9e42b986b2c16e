// The monitor's side of the season: simulated flights steered late, looks at the steered time, and what operators do with each
// notification raised (most acknowledged minutes later, some then resolved by hand or dismissed, a few left to the monitor).
import { intIn, randomOf } from '../lib/seeded-random.mjs';
import { steeredFlights } from './season-steps.mjs';

const MINUTE_MS = 60_000;
const OPEN = ['UNREAD', 'READ'];
const DONE = { acknowledge: 'acknowledged', resolve: 'resolved', dismiss: 'dismissed' };
const ACK_NOTES = ['Guide informed.', 'Driver told; group waiting at the hotel.', 'Checked with the airline desk.', 'Group informed by the tour leader.', ''];
const RESOLVE_NOTES = ['Plan adjusted: lunch moved back.', 'Transfer rebooked; group on its way.', 'Indoor visit instead.', 'Handled on site.'];

export async function steerFlights(api, plan) {
  for (const flight of steeredFlights(plan)) await api.steerFlight(flight);
}

/** What operators do with a notification, by its id: acknowledge after a few minutes (some after an hour), then resolve or dismiss. */
export function fateOf(notification) {
  const random = randomOf('fate', notification.id);
  const raisedAt = Date.parse(notification.createdAt);
  const roll = random();
  if (roll < 0.07) return [{ kind: 'dismiss', at: raisedAt + intIn(random, 4, 20) * MINUTE_MS, reason: 'Known to the tour leader; nothing to change.' }];
  if (roll >= 0.88) return [];
  const acknowledgedAt = raisedAt + (random() < 0.85 ? intIn(random, 2, 14) : intIn(random, 25, 95)) * MINUTE_MS;
  const acknowledge = { kind: 'acknowledge', at: acknowledgedAt, note: ACK_NOTES[intIn(random, 0, ACK_NOTES.length - 1)] };
  if (random() < 0.45) return [acknowledge, { kind: 'resolve', at: acknowledgedAt + intIn(random, 15, 150) * MINUTE_MS, note: RESOLVE_NOTES[intIn(random, 0, RESOLVE_NOTES.length - 1)] }];
  return [acknowledge];
}

/** One look; the notifications it left unread join the queue with their fates (once each, raised by the end of the look). */
export async function look(api, queue, handled, now, totals) {
  const started = Date.now();
  const { checks, position } = await api.look();
  const lookedUntil = now + (Date.now() - started) + 1000;
  totals.looks++;
  totals.checks += checks;
  const open = await api.get(`/api/notifications?status=${OPEN.join(',')}&limit=200&minPosition=${position}`, 'list notifications');
  for (const notification of open.items) {
    if (handled.has(notification.id) || Date.parse(notification.createdAt) > lookedUntil) continue;
    handled.add(notification.id);
    for (const fate of fateOf(notification)) queue.push({ ...fate, notificationId: notification.id });
  }
}

/** Acknowledges, resolves or dismisses a notification if it is still open to that. */
export async function actOn(api, step, totals) {
  const notification = await api.get(`/api/notifications/${step.notificationId}`, 'read a notification');
  const open = step.kind === 'acknowledge' ? OPEN : [...OPEN, 'ACKNOWLEDGED'];
  if (!open.includes(notification.status)) return;
  const body = step.kind === 'dismiss' ? { reason: step.reason } : step.note ? { note: step.note } : undefined;
  await api.send('POST', `/api/notifications/${step.notificationId}/${step.kind}`, body, `${step.kind} ${step.notificationId}`);
  totals[DONE[step.kind]]++;
}
