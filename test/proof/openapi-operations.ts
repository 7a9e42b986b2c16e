// The operations of the served OpenAPI document (/api/docs): method, path, parameters and body schema.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** OpenAPI path, parameters in braces: /api/tours/{tourId}. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: JsonSchema;
  public: boolean;
  /** About the whole system (x-system-wide: positions of the shared log): moves with any organization's activity. */
  systemWide: boolean;
  /** "GET /api/tours/{tourId}" */
  name: string;
  /** What the operation does, in words (the document's summary). */
  summary: string;
}

export async function loadOperations(baseUrl: string): Promise<Operation[]> {
  const response = await fetch(`${baseUrl}/api/docs`);
  if (response.status !== 200) throw new Error(`/api/docs answered ${response.status}`);
  const document = (await response.json()) as { paths: Record<string, Record<string, any>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = (operation.parameters ?? []) as { name: string; in: string }[];
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        public: Array.isArray(operation.security) && operation.security.length === 0,
        systemWide: operation['x-system-wide'] === true,
        name: `${method.toUpperCase()} ${path}`,
        summary: operation.summary ?? '',
      });
    }
  return operations;
}

/** The URL of an operation with its path parameters filled (values are encoded unless `raw`). */
export function urlOf(operation: Operation, values: Record<string, string>, raw: Record<string, boolean> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (values[name] === undefined) throw new Error(`${operation.name}: no value for path parameter ${name}`);
    return raw[name] ? values[name] : encodeURIComponent(values[name]);
  });
}
