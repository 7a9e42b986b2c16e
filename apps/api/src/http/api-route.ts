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
  /** Answers 201 with the new id (else 200). */
  created?: boolean;
}
