// The OpenAPI entries of the field-staff slice; a test checks them against the routes the server really has.
import type { Route } from '../http/openapi';

export const FIELD_STAFF_ROUTES: Route[] = [];
