// Sends a request exactly as generated (a body without content-type stays without one) and reads the answer as text.

export interface Answer {
  status: number;
  contentType: string;
  text: string;
  json: any;
}

export async function send(baseUrl: string, request: { method: string; url: string; headers: Record<string, string>; body?: string | Buffer }): Promise<Answer> {
  const hasType = Object.keys(request.headers).some((name) => name.toLowerCase() === 'content-type');
  const response = await fetch(`${baseUrl}${request.url}`, {
    method: request.method,
    headers: request.headers,
    // A string body would be labelled text/plain by fetch; bytes are sent unlabelled.
    body: request.body === undefined ? undefined : hasType ? request.body : Buffer.from(request.body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, json };
}

/** What is wrong with an answer that should be a 4xx problem, or undefined when it is one. */
export function notAProblem(answer: Answer): string | undefined {
  if (answer.status < 400 || answer.status >= 500) return `answered ${answer.status}`;
  if (!answer.contentType.startsWith('application/problem+json')) return `${answer.status} as ${answer.contentType || 'no content-type'}`;
  const problem = answer.json as { status?: unknown; title?: unknown; detail?: unknown } | undefined;
  if (problem?.status !== answer.status || typeof problem.title !== 'string' || typeof problem.detail !== 'string' || problem.detail.trim() === '')
    return `${answer.status} problem without status, title and detail`;
  if (/Invalid input|expected \w+, received/.test(problem.detail)) return `${answer.status} with the validator's wording`;
  return undefined;
}
