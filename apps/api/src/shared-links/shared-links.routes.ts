// The OpenAPI entries of the shared links slice; a test checks them against the routes the server really has.
import { createSharedLinkBody } from '@tourops/contracts';
import type { Route } from '../http/api-route';

export const SHARED_LINK_ROUTES: Route[] = [
  {
    method: 'post',
    path: '/api/shared-links',
    summary: 'Share a tour read-only (operators): sections, expiry (default 30 days), live or pinned to the current revision; 201 {id, token, path, expiresAt}, the token shown this once',
    body: createSharedLinkBody,
    created: true,
  },
  { method: 'get', path: '/api/shared-links', summary: 'The organization’s shared links, newest first, with status, views and last view (no tokens)', query: ['minPosition'] },
  { method: 'post', path: '/api/shared-links/{linkId}/revoke', summary: 'Revoke a shared link at once (operators); its page answers 410 from then on' },
  {
    method: 'get',
    path: '/api/share/{token}',
    summary: 'The itinerary a shared link shows (no sign-in; rate-limited per address, 429 with Retry-After): 404 unknown, 410 {reason: revoked|expired}; each view is recorded with the revision shown. Always Cache-Control: no-store, X-Robots-Tag: noindex, Referrer-Policy: no-referrer, as on its page /share/{token}, which answers the same status',
    public: true,
  },
];
