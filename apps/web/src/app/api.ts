// The one RTK Query api of the web app; features add their endpoints with injectEndpoints.
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery';

export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Tour', 'TourHistory', 'Settings', 'Traveler', 'FieldStaff', 'StaffPosition', 'Member', 'Notification', 'MonitoringSubject', 'Overview', 'SharedLink'],
  refetchOnReconnect: true,
  endpoints: () => ({}),
});

/** Tag ids of the tour lists, beside the per-tour ids. */
export const TOUR_LIST = 'LIST';
export const DELETED_TOUR_LIST = 'DELETED';

/** Tag id of every list of a kind (travelers, field staff, members, positions), beside the per-record ids. */
export const LIST = 'LIST';
