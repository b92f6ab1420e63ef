import type { FastifyInstance } from 'fastify';
import type { Access } from '../../plugins/auth';

/** The subset of JSON Schema the OpenAPI document holds for our zod schemas. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

export type InputSpec = { name: string; required: boolean; schema: JsonSchema };

/** One /api route as the fuzzer sees it: who may call it and what it takes. */
export type FuzzRoute = {
  key: string;
  method: string;
  url: string;
  access: Access;
  params: InputSpec[];
  query: InputSpec[];
  headers: InputSpec[];
  /** The JSON body's schema; undefined when the route documents none. */
  body: JsonSchema | undefined;
  /** Media types the route documents for its body (multipart for uploads). */
  consumes: string[];
};

type OpenApiParameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type OpenApiOperation = {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
type OpenApiDocument = { paths?: Record<string, Record<string, OpenApiOperation>> };

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Path parameters as the router names them: `:id`, and `*` for a wildcard tail. */
function pathParamNames(url: string): string[] {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  return url.endsWith('*') ? [...names, '*'] : names;
}

/**
 * Every registered /api route (the auth plugin's onRoute list, so routes added later are
 * included without editing this file), with its input schemas from the app's own OpenAPI
 * document. Routes hidden from the document still come back, with schema-less inputs.
 */
export async function collectFuzzRoutes(app: FastifyInstance): Promise<FuzzRoute[]> {
  await app.ready();
  const document = app.swagger() as OpenApiDocument;
  return app.apiRoutes.map(({ method, url, access }) => {
    const operation = document.paths?.[toOpenApiPath(url)]?.[method.toLowerCase()] ?? {};
    const parameters = operation.parameters ?? [];
    const specsIn = (place: string) =>
      parameters
        .filter((parameter) => parameter.in === place)
        .map((parameter) => ({
          name: parameter.name,
          required: parameter.required ?? false,
          schema: parameter.schema ?? {},
        }));
    const documentedParams = specsIn('path');
    const params = pathParamNames(url).map(
      (name) =>
        documentedParams.find((spec) => spec.name === name) ?? {
          name,
          required: true,
          schema: { type: 'string' },
        },
    );
    const content = operation.requestBody?.content ?? {};
    return {
      key: `${method} ${url}`,
      method,
      url,
      access,
      params,
      query: specsIn('query'),
      headers: specsIn('header'),
      body: content['application/json']?.schema,
      consumes: Object.keys(content),
    };
  });
}

/** Builds the request path, each value already percent-encoded (or deliberately raw). */
export function fillPath(url: string, values: Record<string, string>): string {
  return url
    .replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? '')
    .replace(/\*$/, values['*'] ?? '');
}
