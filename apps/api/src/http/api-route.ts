// The shape of one entry of the API's route table: what the OpenAPI document says of a route.
import type { z } from 'zod';

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

export interface Route {
  method: Method;
  path: string;
  summary: string;
  body?: z.ZodType;
  public?: boolean;
  query?: string[];
  /**
   * Answers about the whole system, not one organization (positions of the shared event log): moves with other
   * organizations' activity, though it never holds their data. OpenAPI: `x-system-wide`.
   */
  systemWide?: boolean;
  /** Answers 201 with the new id (else 200). */
  created?: boolean;
  /** Optional request headers beyond Authorization and If-Match. */
  headers?: { name: string; description: string }[];
}
