// A confirmed tour's monitoring in a generated season: its watched subjects checked as the monitor would (simulated readings with delays), notifications decided on each reading, then read, acknowledged and resolved by operators or expired.
const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const MONITOR = 'system:monitor';
const OPERATORS = ['user_season_ops_1', 'user_season_ops_2'];
const iso = (ms) => new Date(ms).toISOString();

/** Minutes of delay a movement ends up with: mostly on time, some late, a few very late (a transfer's thresholds are lower). */
const finalDelay = (random, kind) => {
  const roll = random();
  if (kind === 'transfer') return roll < 0.8 ? random.int(-8, 4) : roll < 0.92 ? random.int(5, 14) : roll < 0.98 ? random.int(15, 29) : random.int(30, 60);
  return roll < 0.75 ? random.int(-5, 14) : roll < 0.9 ? random.int(15, 29) : roll < 0.97 ? random.int(30, 59) : random.int(60, 150);
};

/** When each kind is checked, relative to its window's start (ms); checks after the window ends are the monitor's expiry. */
const CHECKS = {
  flight: [-24 * HOUR_MS, -3 * HOUR_MS, -30 * MINUTE_MS, 10 * MINUTE_MS],
  transfer: [-12 * HOUR_MS, -HOUR_MS, 0],
  weather: [-24 * HOUR_MS],
};

function readingsOf(subject, check, of, delay, cancelled, at, random, domain) {
  const source = { provider: 'simulated', fetchedAt: iso(at) };
  const estimate = Math.round((delay * (check + 1)) / of);
  if (subject.kind === 'flight') {
    const movement = (scheduled, minutes) => ({ scheduled, estimated: iso(Date.parse(scheduled) + minutes * MINUTE_MS) });
    return domain.flightReadings({ departure: movement(subject.window.from, estimate), arrival: movement(subject.window.to, Math.round(estimate * 0.9)), cancelled: cancelled && check > 0, diverted: false, ...source });
  }
  if (subject.kind === 'transfer') return domain.transferReadings({ durationMinutes: subject.transfer.plannedDurationMinutes + estimate, ...source }, subject.transfer.plannedDurationMinutes, subject.window.from);
  const base = Math.floor(Date.parse(subject.window.from) / HOUR_MS) * HOUR_MS;
  const hot = random() < 0.02;
  const hours = [0, 1, 2].map((h) => ({
    time: iso(base + h * HOUR_MS),
    temperatureC: Math.round((hot ? random.between(30, 38) : random.between(6, 27)) * 10) / 10,
    windKmh: Math.round(random() < 0.015 ? random.between(32, 60) : random.between(3, 25)),
    precipitationMmPerHour: random() < 0.025 ? Math.round(random.between(5, 20)) : 0,
  }));
  const readings = domain.weatherReadings({ readings: hours, ...source }, subject.window);
  return readings === 'no data' ? [] : readings;
}

/**
 * The monitor's checks of each subject of `tour` (as it was when confirmed) from its horizon to its end, up to `nowMs`,
 * each reading evaluated on its notification's current occurrence; operators act on raised notifications in between.
 */
export function monitorTour({ recorder, random, tour, confirmedAt, nowMs, settings, domain }) {
  const { orgId } = recorder;
  const context = { settings, settingsRevision: -1 };
  const decideNotification = (id, command, at, actor) =>
    recorder.decide(domain.notificationStreamName(orgId, id), domain.notificationDecider, command, context, at, actor);
  for (const subject of domain.watchedSubjects(tour, iso(confirmedAt))) {
    if (subject.kind === 'weather' && random() < 0.6) continue;
    const windowFrom = Date.parse(subject.window.from);
    const windowTo = Date.parse(subject.window.to);
    const times = CHECKS[subject.kind]
      .map((offset) => windowFrom + offset + random.between(0, 5 * MINUTE_MS))
      .filter((at) => at >= confirmedAt && at >= domain.horizonStartsAt(subject) && at < windowTo && at <= nowMs);
    if (times.length === 0) continue;
    const delay = finalDelay(random, subject.kind);
    const cancelled = subject.kind === 'flight' && random() < 0.005;
    const keys = new Map();
    const actions = [];
    const act = (until) => {
      actions.sort((a, b) => a.at - b.at);
      while (actions.length > 0 && actions[0].at < until) {
        const { at, id, command } = actions.shift();
        const state = recorder.state(domain.notificationStreamName(orgId, id), domain.initialNotificationState);
        if (domain.isOpen(state)) decideNotification(id, command, at, OPERATORS[Math.floor(at / HOUR_MS) % OPERATORS.length]);
      }
    };
    times.forEach((at, check) => {
      act(at);
      const readings = readingsOf(subject, check, times.length, delay, cancelled, at, random, domain);
      if (readings.length === 0) return;
      const checkStream = domain.subjectChecksStreamName(orgId, subject.id);
      recorder.decide(checkStream, domain.subjectChecksDecider, { type: 'RecordReadings', data: { subjectId: subject.id, tourId: tour.id, kind: subject.kind, readings, at: iso(at) } }, undefined, at, MONITOR);
      const muted = new Set(domain.mutedMeasures(readings.filter((r) => r.measure in domain.FIXED_LEVEL_MEASURES && r.value >= 1).map((r) => r.measure)));
      for (const reading of readings) {
        if (muted.has(reading.measure)) continue;
        const key = keys.get(reading.measure) ?? domain.firstOccurrence;
        const currentId = domain.notificationIdOf(subject.id, reading.measure, key.occurrence);
        const current = recorder.state(domain.notificationStreamName(orgId, currentId), domain.initialNotificationState);
        const next = domain.occurrenceForReading(key, current, domain.levelOf(reading.measure, reading.value, settings));
        const id = domain.notificationIdOf(subject.id, reading.measure, next.occurrence);
        const data = { orgId, tourId: tour.id, subjectId: subject.id, measure: reading.measure, occurrence: next.occurrence, reading, at: iso(at + 1000) };
        const events = decideNotification(id, { type: 'EvaluateReading', data }, at + 1000, MONITOR);
        keys.set(reading.measure, next);
        if (events.some((event) => event.type === 'NotificationRaised')) planOperators(actions, id, at, random);
      }
    });
    act(Math.min(nowMs, windowTo + MINUTE_MS));
    if (windowTo + MINUTE_MS <= nowMs)
      for (const [measure, key] of keys) decideNotification(domain.notificationIdOf(subject.id, measure, key.occurrence), { type: 'ExpireNotification' }, windowTo + MINUTE_MS, MONITOR);
    for (const [measure, key] of keys) recorder.forget(domain.notificationStreamName(orgId, domain.notificationIdOf(subject.id, measure, key.occurrence)));
    recorder.forget(domain.subjectChecksStreamName(orgId, subject.id));
  }
}

/** Most raised notifications are read and acknowledged within minutes to an hour; some are then resolved or dismissed by hand. */
function planOperators(actions, id, raisedAt, random) {
  if (random() < 0.15) return;
  const readAt = raisedAt + random.between(1, 20) * MINUTE_MS;
  const acknowledgeAt = readAt + Math.exp(random.between(0, 4.5)) * MINUTE_MS;
  actions.push({ at: readAt, id, command: { type: 'ReadNotification' } }, { at: acknowledgeAt, id, command: { type: 'AcknowledgeNotification', data: { note: 'Guide informed; keeping an eye on it.' } } });
  const roll = random();
  if (roll < 0.3) actions.push({ at: acknowledgeAt + random.between(15, 180) * MINUTE_MS, id, command: { type: 'ResolveNotification', data: { note: 'Handled with the driver.' } } });
  else if (roll < 0.35) actions.push({ at: acknowledgeAt + random.between(5, 60) * MINUTE_MS, id, command: { type: 'DismissNotification', data: { reason: 'Not relevant for this group.' } } });
}
