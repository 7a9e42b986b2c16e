// application/problem+json, the shape of every error the API answers.

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  /** For 400: what is wrong with each field, keyed by a dotted path. */
  errors?: Record<string, string>;
  /** For 409 on a stale write: the revision the client should have sent. */
  currentRevision?: number;
  /** For 410 on a shared link: why it can no longer be opened. */
  reason?: 'revoked' | 'expired';
}
