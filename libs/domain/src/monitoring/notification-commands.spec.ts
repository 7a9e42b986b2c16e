// Specifications of the notification decider: raising, escalating, easing and resolving from readings; operators' commands.
import { deciderSpecification } from '../shared/decider-specification';
import { notificationDecider, type NotificationCommand } from './notification-commands';
import type { NotificationEvent } from './notification';
import {
  acknowledged,
  at,
  context,
  dismissed,
  eased,
  escalated,
  evaluate,
  expired,
  explained,
  notificationId,
  raised,
  read,
  resolvedByOperator,
  wind,
} from './notification.fixtures';

const given = deciderSpecification(notificationDecider, context);

const readIt: NotificationCommand = { type: 'ReadNotification' };
const acknowledge = (note?: string): NotificationCommand => ({ type: 'AcknowledgeNotification', data: note === undefined ? {} : { note } });
const resolve = (note?: string): NotificationCommand => ({ type: 'ResolveNotification', data: note === undefined ? {} : { note } });
const dismiss = (reason: string): NotificationCommand => ({ type: 'DismissNotification', data: { reason } });
const expire: NotificationCommand = { type: 'ExpireNotification' };
const resolvedBySystem = (value: number): NotificationEvent => ({
  type: 'NotificationResolved',
  data: { notificationId, by: 'system', note: 'Wind (sustained, 10 m) back to normal on 2 checks in a row.', explanation: explained(value) },
});

describe('EvaluateReading', () => {
  it.each([
    [30, 'WARNING'],
    [52, 'ALERT'],
    [70, 'CRITICAL'],
  ] as const)('raises at the first level reached: %d km/h is %s', (value, level) => {
    given().when(evaluate(wind(value))).then(raised(value, level));
  });

  it('raises nothing for a normal reading or for no data', () => {
    given().when(evaluate(wind(29.9))).thenNothingHappened();
    given().when(evaluate('no data')).thenNothingHappened();
  });

  it('explains with the reading, the threshold crossed and the settings revision', () => {
    given().when(evaluate({ ...wind(55), provider: 'simulated', simulated: true })).then({
      ...raised(55, 'ALERT'),
      data: { ...raised(55, 'ALERT').data, explanation: { reading: { ...wind(55), provider: 'simulated', simulated: true }, threshold: { level: 'ALERT', value: 50 }, settingsRevision: 3 } },
    } as NotificationEvent);
  });

  it('escalates in place when the level rises, even after it was read or acknowledged', () => {
    given(raised(31, 'WARNING')).when(evaluate(wind(51))).then(escalated(51, 'ALERT'));
    given(raised(31, 'WARNING'), read, acknowledged).when(evaluate(wind(75))).then(escalated(75, 'CRITICAL'));
  });

  it('never raises twice for a level, and does not lower it while above WARNING', () => {
    given(raised(31, 'WARNING')).when(evaluate(wind(45))).thenNothingHappened();
    given(raised(51, 'ALERT')).when(evaluate(wind(35))).thenNothingHappened();
    given(raised(31, 'WARNING'), escalated(71, 'CRITICAL')).when(evaluate(wind(71))).thenNothingHappened();
  });

  it('counts a first calm check, and resolves by the system on the second in a row', () => {
    given(raised(31, 'WARNING')).when(evaluate(wind(20))).then(eased(20));
    given(raised(31, 'WARNING'), eased(20)).when(evaluate(wind(12))).then(resolvedBySystem(12));
  });

  it('starts the calm checks over when a level comes back in between', () => {
    const interrupted: NotificationEvent = { type: 'NotificationEasingInterrupted', data: { notificationId, level: 'WARNING', explanation: explained(33) } };
    given(raised(31, 'WARNING'), eased(20)).when(evaluate(wind(33))).then(interrupted);
    given(raised(31, 'WARNING'), eased(20), interrupted).when(evaluate(wind(12))).then(eased(12));
  });

  it('takes no data for no change, never for back to normal', () => {
    given(raised(31, 'WARNING'), eased(20)).when(evaluate('no data')).thenNothingHappened();
  });

  it('escalating starts the calm checks over', () => {
    given(raised(31, 'WARNING'), eased(20), escalated(55, 'ALERT')).when(evaluate(wind(10))).then(eased(10));
  });

  it.each([
    ['resolved by an operator', resolvedByOperator],
    ['dismissed', dismissed],
    ['expired', expired],
  ])('decides nothing once %s (the caller opens the next occurrence)', (_, closing) => {
    given(raised(31, 'WARNING'), closing).when(evaluate(wind(80))).thenNothingHappened();
  });

  it('rejects a reading of another measure, and a notification of another subject', () => {
    given().when(evaluate({ ...wind(40), measure: 'weather.precipitation' })).thenThrows({ code: 'invalid', message: 'The reading is of weather.precipitation, not weather.windSpeed.' });
    const other: NotificationCommand = { type: 'EvaluateReading', data: { tourId: 'tour-1', subjectId: 'tour-1/weather:h1', measure: 'weather.windSpeed', occurrence: 1, reading: wind(40), at } };
    given(raised(31, 'WARNING')).when(other).thenThrows({ code: 'conflict', message: /is about weather.windSpeed of tour-1\/weather:a1/ });
  });
});

describe('ExpireNotification', () => {
  it('expires an open notification once its subject is over', () => {
    given(raised(31, 'WARNING')).when(expire).then(expired);
    given(raised(31, 'WARNING'), read, acknowledged).when(expire).then(expired);
  });

  it('leaves a closed notification, or none, as it is', () => {
    given().when(expire).thenNothingHappened();
    given(raised(31, 'WARNING'), dismissed).when(expire).thenNothingHappened();
    given(raised(31, 'WARNING'), expired).when(expire).thenNothingHappened();
  });
});

describe("operators' commands", () => {
  it('reads an unread notification, once', () => {
    given(raised(31, 'WARNING')).when(readIt).then(read);
    given(raised(31, 'WARNING'), read).when(readIt).thenNothingHappened();
    given(raised(31, 'WARNING'), acknowledged).when(readIt).thenNothingHappened();
  });

  it('acknowledges with or without a note, read or not', () => {
    given(raised(31, 'WARNING')).when(acknowledge()).then(acknowledged);
    given(raised(31, 'WARNING'), read).when(acknowledge('  Guide warned  ')).then({ type: 'NotificationAcknowledged', data: { notificationId, note: 'Guide warned' } });
    given(raised(31, 'WARNING'), acknowledged).when(acknowledge()).thenNothingHappened();
  });

  it('resolves from any open status', () => {
    given(raised(31, 'WARNING')).when(resolve()).then(resolvedByOperator);
    given(raised(31, 'WARNING'), read, acknowledged).when(resolve('Walk moved indoors')).then({ type: 'NotificationResolved', data: { notificationId, by: 'operator', note: 'Walk moved indoors' } });
  });

  it('dismisses from any open status, with a reason', () => {
    given(raised(31, 'WARNING')).when(dismiss('Indoor visit instead')).then(dismissed);
    given(raised(31, 'WARNING'), read, acknowledged).when(dismiss(' Indoor visit instead ')).then(dismissed);
  });

  it('rejects a dismissal without a reason', () => {
    given(raised(31, 'WARNING')).when(dismiss('  ')).thenThrows({ code: 'invalid', message: 'Dismissing a notification needs a reason.', fields: { reason: 'Required.' } });
  });

  it.each<[string, NotificationEvent, string]>([
    ['resolved', resolvedByOperator, 'The notification is already resolved; a closed notification stays closed.'],
    ['dismissed', dismissed, 'The notification is already dismissed; a closed notification stays closed.'],
    ['expired', expired, 'The notification is already expired; a closed notification stays closed.'],
  ])('rejects every command on a %s notification', (_, closing, message) => {
    for (const command of [readIt, acknowledge(), resolve(), dismiss('late')])
      given(raised(31, 'WARNING'), closing).when(command).thenThrows({ code: 'conflict', message });
  });

  it('rejects commands on a notification that was never raised', () => {
    for (const command of [readIt, acknowledge(), resolve(), dismiss('why')]) given().when(command).thenThrows({ code: 'not_found', message: 'Notification not found.' });
  });
});
