// The OpenAPI entries of the users slice; a test checks them against the routes the server really has.
import type { Route } from '../http/openapi';

export const USER_ROUTES: Route[] = [];
