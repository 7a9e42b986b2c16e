// The OpenAPI entries of the tracking slice; a test checks them against the routes the server really has.
import type { Route } from '../http/openapi';

export const TRACKING_ROUTES: Route[] = [];
