// One organization's data for the proofs: a tour with days and segments, a traveler on it, field staff assigned, a device token, settings, an invitation, a revoked shared link, a notification.
import { evaluateReading } from '../support/notifications';
import { api, signIn, type Session, type TestServer } from '../support/test-server';
import type { Ids } from './example-values';

export interface OrgFixture {
  session: Session;
  ids: Ids;
  /** A device token of the fixture's field staff member (for the position reports). */
  deviceToken: string;
  /** Text that only this organization's data contains. */
  marker: string;
}

type Server = Pick<TestServer, 'baseUrl' | 'app'>;

async function created(server: Server, session: Session, method: string, url: string, body?: unknown): Promise<any> {
  const response = await api(server as TestServer, session, method, url, body);
  if (response.status >= 300) throw new Error(`fixture: ${method} ${url} answered ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function createOrgFixture(server: Server, orgId: string, marker = `Marker${orgId.replace(/\W/g, '')}`): Promise<OrgFixture> {
  const session = await signIn(server as TestServer, orgId);
  const post = (url: string, body?: unknown) => created(server, session, 'POST', url, body);
  const tour = await post('/api/tours', { title: `${marker} tour`, description: `${marker} description`, startDate: '2027-05-01', endDate: '2027-05-04', timezone: 'Europe/Rome' });
  const tourId = tour.id;
  const day = await post(`/api/tours/${tourId}/days`, { date: '2027-05-01', title: `${marker} arrival` });
  const otherDay = await post(`/api/tours/${tourId}/days`, { date: '2027-05-02', title: `${marker} second day` });
  const segment = await post(`/api/tours/${tourId}/days/${day.id}/segments`, { type: 'activity', title: `${marker} walk`, startTime: '09:00' });
  await post(`/api/tours/${tourId}/days/${day.id}/segments`, { type: 'meal', title: `${marker} lunch`, startTime: '12:30' });
  await post(`/api/tours/${tourId}/days/${otherDay.id}/segments`, { type: 'free', title: `${marker} free time`, startTime: '10:00' });
  const traveler = await post('/api/travelers', { firstName: marker, lastName: 'Traveler', email: `${marker.toLowerCase()}@example.com`, nationality: 'IT', dateOfBirth: '1980-04-02' });
  await post(`/api/travelers/${traveler.id}/tours/${tourId}`);
  const staff = await post('/api/field-staff', { firstName: marker, lastName: 'Guide', email: `${marker.toLowerCase()}.guide@example.com`, roles: ['guide'] });
  const assignment = await post(`/api/field-staff/${staff.id}/assignments`, { tourId, role: 'guide', override: true });
  const token = await post(`/api/field-staff/${staff.id}/device-tokens`, { label: `${marker} phone` });
  await created(server, session, 'PUT', '/api/settings/day', { startTime: '06:10', endTime: '22:50', breakBetweenSegments: 7 });
  const invitation = await post('/api/users/invitations', { email: `${marker.toLowerCase()}.invited@example.com`, role: 'org:member' });
  // A token is a credential, not an id: whoever holds a live one may read its tour. The proofs aim at a revoked link's token, which shows nothing to anyone.
  const link = await post('/api/shared-links', { tourId, sections: ['itinerary', 'travelers'], pinned: true });
  await post(`/api/shared-links/${link.id}/revoke`);
  const notification = await evaluateReading(server, orgId, { tourId, subjectId: `${tourId}/weather:${segment.id}`, value: 55 });
  const ids: Ids = {
    tourId,
    dayId: day.id,
    segmentId: segment.id,
    travelerId: traveler.id,
    staffId: staff.id,
    id: staff.id,
    assignmentId: assignment.id,
    tokenId: token.tokenId,
    invitationId: invitation.id ?? invitation.invitationId,
    userId: session.userId,
    notificationId: notification.id,
    linkId: link.id,
    token: link.token,
    name: 'day',
    report: 'tour-performance',
    // The weather at the walk, as monitoring names it in a path (base64url); the tour is not confirmed, so it is not on watch.
    subjectId: Buffer.from(`${tourId}/weather:${segment.id}`).toString('base64url'),
  };
  return { session, ids, deviceToken: token.token, marker };
}
