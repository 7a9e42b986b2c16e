// The four kinds of entity with a history view, each described for the presenter: stream, the domain's evolve, sentences, what a caller sees.
import {
  evolveFieldStaffMember,
  evolveNotification,
  evolveTour,
  evolveTraveler,
  fieldStaffStreamName,
  notificationStreamName,
  subjectChecksStreamName,
  tourStreamName,
  travelerStreamName,
  withMaskedPassport,
  type FieldStaffEvent,
  type FieldStaffMember,
  type Notification,
  type NotificationEvent,
  type Tour,
  type TourEvent,
  type Traveler,
  type TravelerEvent,
} from '@tourops/domain';
import type { HistorySubject } from './history.presenter';
import { describeNotificationEvent } from './notification-sentences';
import { describeFieldStaffEvent, describeTravelerEvent } from './people-sentences';
import { describeTourEvent } from './tour-sentences';

export const tourHistory = (orgId: string, tourId: string): HistorySubject<Tour> => ({
  streamName: tourStreamName(orgId, tourId),
  notFound: 'Tour not found.',
  evolve: (tour, event) => evolveTour(tour, event as TourEvent),
  describe: (event, before, after, _tourTitles, recordedAt) => describeTourEvent(event as TourEvent, before, after, recordedAt),
  linksTours: false,
});

/** Passport numbers are masked for whoever may not see them, in the before/after as in the event data. */
export const travelerHistory = (orgId: string, travelerId: string, seesPassportNumbers: boolean, maskData: (data: unknown) => unknown): HistorySubject<Traveler> => ({
  streamName: travelerStreamName(orgId, travelerId),
  notFound: 'Traveler not found.',
  evolve: (traveler, event) => evolveTraveler(traveler, event as TravelerEvent),
  describe: (event, before, after, tourTitles) => describeTravelerEvent(event as TravelerEvent, before, after, tourTitles),
  presentState: (traveler) => (seesPassportNumbers ? traveler : withMaskedPassport(traveler)),
  presentData: maskData,
  linksTours: true,
});

export const fieldStaffHistory = (orgId: string, staffId: string): HistorySubject<FieldStaffMember> => ({
  streamName: fieldStaffStreamName(orgId, staffId),
  notFound: 'Field staff member not found.',
  evolve: (member, event) => evolveFieldStaffMember(member, event as FieldStaffEvent),
  describe: (event, before, after, tourTitles) => describeFieldStaffEvent(event as FieldStaffEvent, before, after, tourTitles),
  linksTours: true,
});

export const notificationHistory = (orgId: string, notificationId: string): HistorySubject<Notification> => ({
  streamName: notificationStreamName(orgId, notificationId),
  notFound: 'Notification not found.',
  evolve: (notification, event) => evolveNotification(notification, event as NotificationEvent),
  describe: (event, before, after, tourTitles) => describeNotificationEvent(event as NotificationEvent, before, after, tourTitles),
  linksTours: true,
  hiddenFields: ['tourId', 'subjectId', 'occurrence', 'explanation', 'levelSince', 'calmChecks'],
  causeStreams: (notification) => [subjectChecksStreamName(orgId, notification.subjectId)],
});
