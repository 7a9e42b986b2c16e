// The OpenAPI entries of the travelers slice; a test checks them against the routes the server really has.
import type { Route } from '../http/openapi';

export const TRAVELER_ROUTES: Route[] = [];
