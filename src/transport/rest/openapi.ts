// The OpenAPI 3.1 document of the REST API, built from the route table itself: each route's doc
// (route-doc.ts) names the zod schemas its handler parses with and the shape of its reply, and
// zod's own z.toJSONSchema turns them into JSON Schema (docs/decisions/014-openapi-from-zod.md).
// The operations endpoints outside /api (/healthz, /readyz) are added from openapi-operations.ts.
// Served at GET /api/openapi.json and rendered at /developers/api.
import { z } from 'zod';
import { errorReply } from '#shared/schemas/replies.ts';
import { GENERAL_BY_STATUS, GENERAL_RESPONSES, GENERAL_RULES } from './openapi-general.ts';
import { OPERATIONS_TAG, operationsPaths } from './openapi-operations.ts';
import type {
  CheckStep,
  HttpMethod,
  JsonSchema,
  MediaType,
  OpenApiDocument,
  Operation,
  Parameter,
  ResponseObject,
} from './openapi-types.ts';
import { API_TAGS, type BodyDoc, type ErrorDoc, type ParamDoc, type RouteDoc } from './route-doc.ts';
import type { Route } from './router.ts';

export const OPENAPI_VERSION = '3.1.1';
const SCHEMA_REF = '#/components/schemas/';

const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input: the first check that fails, in the order listed',
  401: 'Authentication failed',
  403: 'Not the owner',
  404: 'Not found',
  409: 'Already taken',
  413: 'Request body too large',
  429: 'Too many requests',
  500: 'A fault of the server',
};

const successFlagError = z.strictObject({ success: z.literal(false), error: z.string() }).meta({ id: 'SuccessFlagError' });

/** Converts zod schemas, collecting the named ones (`.meta({ id })`) as components.schemas. */
class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
    for (const [id, definition] of Object.entries($defs ?? {})) {
      const tidied = tidy(definition) as JsonSchema;
      const known = this.components[id];
      if (known && JSON.stringify(known) !== JSON.stringify(tidied)) throw new Error(`Two different schemas are named ${id}`);
      this.components[id] = tidied;
    }
    return tidy(json) as JsonSchema;
  }

  /** A path or query value: what it means (output side), or as sent when that side is a transform. */
  parameter(schema: z.ZodType): JsonSchema {
    const meaning = this.convert(schema, 'output');
    const typed = ['type', 'anyOf', 'enum', 'const', '$ref'].some((key) => key in meaning);
    return typed ? meaning : this.convert(schema, 'input');
  }

  /** A JSON body as sent (input side), each property with its line from the doc. */
  body(doc: BodyDoc): JsonSchema {
    const json = this.convert(typedFields(doc.schema), 'input');
    const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
    for (const name of new Set([...Object.keys(properties), ...Object.keys(doc.fields)])) {
      if (!properties[name] || !doc.fields[name]) throw new Error(`Body field ${name} is not both in the schema and described`);
      properties[name] = { ...properties[name], description: doc.fields[name] };
    }
    return json;
  }
}

/**
 * The schema of the fields as sent. Transforms and refinements after them do not change the JSON,
 * and a presence stage (withPresence in src/shared/schemas/form-checks.ts: an object of unknowns
 * piped into the typed fields) only repeats which fields are required.
 */
function typedFields(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodPipe) {
    if (current.out instanceof z.ZodTransform) current = current.in as z.ZodType;
    else if (current.in instanceof z.ZodObject && current.out instanceof z.ZodObject) current = current.out;
    else break;
  }
  return current;
}

/**
 * Points $defs references at components.schemas, and drops what only repeats: the bounds every
 * JSON integer has anyway, and the long pattern zod writes beside a `format` that says the same.
 */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (typeof value !== 'object' || value === null) return value;
  const hasFormat = 'format' in value;
  const entries = Object.entries(value)
    .filter(
      ([key, item]) => !(key === 'minimum' && item === Number.MIN_SAFE_INTEGER) && !(key === 'maximum' && item === Number.MAX_SAFE_INTEGER),
    )
    .filter(([key]) => !(hasFormat && key === 'pattern'))
    .map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? item.replace('#/$defs/', SCHEMA_REF) : tidy(item)]);
  return Object.fromEntries(entries);
}

/** 'GET', '/specificUni/{id}/reviews' → 'getSpecificUniByIdReviews'. */
function operationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.replace(/^\{(\w+)\}$/, 'by_$1'));
  const camel = words
    .flatMap((word) => word.split(/[^A-Za-z0-9]+/))
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  return method.toLowerCase() + camel.join('');
}

/** The reply body an error gives, as the route shapes it. */
function errorBody(doc: RouteDoc, messageOnErrors: boolean, error: ErrorDoc): Record<string, unknown> {
  if (doc.successFlagOnErrors) return { success: false, error: error.error };
  const message = error.message ?? (messageOnErrors && error.status !== 401 ? error.error : undefined);
  return message === undefined ? { error: error.error } : { error: error.error, message };
}

function errorResponses(doc: RouteDoc, messageOnErrors: boolean, converter: SchemaConverter): Record<string, ResponseObject> {
  const byStatus = Map.groupBy(doc.errors, (error) => error.status);
  const responses: Record<string, ResponseObject> = {};
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a - b)) {
    const bodies = errors.map((error) => ({ error, body: errorBody(doc, messageOnErrors, error) }));
    const withMessage = bodies.every(({ body }) => 'message' in body);
    const schema: JsonSchema = doc.successFlagOnErrors
      ? converter.convert(successFlagError, 'output')
      : { $ref: `${SCHEMA_REF}Error`, ...(withMessage && { required: ['error', 'message'] }) };
    const examples: MediaType['examples'] = {};
    for (const { error, body } of bodies) {
      // Keyed by the text a client shows: `message` where the call sends its own.
      examples[error.message ?? error.error] = { ...(error.when && { summary: error.when }), value: body };
    }
    responses[status] = {
      description: STATUS_DESCRIPTIONS[status] ?? `Status ${status}`,
      ...(status === 429 && {
        headers: { 'Retry-After': { description: 'Seconds until the rate-limit window ends', schema: { type: 'integer', minimum: 1 } } },
      }),
      content: { 'application/json': { schema, examples } },
    };
  }
  return responses;
}

function parameters(where: 'path' | 'query', docs: Record<string, ParamDoc> | undefined, converter: SchemaConverter): Parameter[] {
  return Object.entries(docs ?? {}).map(([name, doc]) => ({
    name,
    in: where,
    required: where === 'path' || doc.required === true,
    description: doc.description,
    schema: converter.parameter(doc.schema),
  }));
}

function operation(route: Route, converter: SchemaConverter): Operation {
  const { doc } = route;
  const messageOnErrors = route.messageOnErrors === true;
  const missing = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => !doc.path?.[name]);
  if (missing.length) throw new Error(`${route.method} ${route.path}: path parameter ${missing.join(', ')} is not documented`);
  const body = doc.body && converter.body(doc.body);
  const success: ResponseObject = {
    description: doc.reply.description,
    ...(doc.replyHeaders && {
      headers: Object.fromEntries(
        Object.entries(doc.replyHeaders).map(([name, description]) => [name, { description, schema: { type: 'string' } }]),
      ),
    }),
    content: { [doc.reply.mediaType ?? 'application/json']: { schema: converter.convert(doc.reply.schema, 'output') } },
  };
  const checkOrder: CheckStep[] = doc.errors.map((error) => ({
    status: error.status,
    reply: errorBody(doc, messageOnErrors, error),
    ...(error.when && { when: error.when }),
  }));
  return {
    operationId: operationId(route.method, route.path),
    summary: doc.summary,
    description: doc.description,
    tags: [doc.tag],
    security: { none: [], bearer: [{ bearerAuth: [] }], optional: [{}, { bearerAuth: [] }] }[doc.auth],
    ...((doc.path || doc.query) && {
      parameters: [...parameters('path', doc.path, converter), ...parameters('query', doc.query, converter)],
    }),
    ...(body && { requestBody: { required: (body.required ?? []).length > 0, content: { 'application/json': { schema: body } } } }),
    responses: {
      [doc.reply.status]: success,
      ...(doc.notModified && { 304: { description: 'Not modified: the ETag sent in If-None-Match still matches' } }),
      ...errorResponses(doc, messageOnErrors, converter),
    },
    'x-auth': doc.auth,
    'x-check-order': checkOrder,
    'x-message-on-errors': messageOnErrors,
  };
}

/** The OpenAPI document of these routes (paths in full, under /api). */
export function openApiDocument(routes: readonly Route[]): OpenApiDocument {
  const converter = new SchemaConverter();
  converter.convert(errorReply, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    const item = (paths[`/api${route.path}`] ??= {});
    item[route.method.toLowerCase() as HttpMethod] = operation(route, converter);
  }
  Object.assign(
    paths,
    operationsPaths((schema) => converter.convert(schema, 'output')),
  );
  const used = new Set(routes.map((route) => route.doc.tag));
  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'UniReviews REST API', version: '1', description: GENERAL_RULES },
    servers: [{ url: '/', description: 'The site that serves this document' }],
    tags: Object.entries(API_TAGS)
      .filter(([name]) => used.has(name as never))
      .map(([name, description]): { name: string; description: string } => ({ name, description }))
      .concat(OPERATIONS_TAG),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(converter.components).sort(([a], [b]) => a.localeCompare(b))),
      responses: GENERAL_RESPONSES,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'An access token from log in or refresh, valid 15 minutes.',
        },
      },
    },
    'x-general-responses': Object.fromEntries(
      Object.entries(GENERAL_BY_STATUS).map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]),
    ),
  };
}
