// The parts of OpenAPI 3.1 that openapi.ts writes, as types for it and for the API reference page
// (src/components/api-reference/), which renders the document without any viewer library.
import type { z } from 'zod';
import type { AuthLevel } from './route-doc.ts';

export type JsonSchema = z.core.JSONSchema.JSONSchema;
export type Ref = { $ref: string };

export interface Example {
  summary?: string;
  value: unknown;
}

export interface MediaType {
  schema: JsonSchema;
  examples?: Record<string, Example>;
}

export interface Header {
  description: string;
  schema: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, Header>;
  content?: Record<string, MediaType>;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/** One step of an operation's check order: the status and the reply it gives. */
export interface CheckStep {
  status: number;
  reply: Record<string, unknown>;
  when?: string;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required: boolean; content: Record<string, MediaType> };
  responses: Record<string, ResponseObject | Ref>;
  /** The auth level in the contract's words (none, bearer, optional), besides `security`. */
  'x-auth': AuthLevel;
  /** Every error reply in the order the checks run (docs/rules/api-contract.md#check-order). */
  'x-check-order': CheckStep[];
  /** A (+message) call: its error replies but 401 carry `message`. */
  'x-message-on-errors': boolean;
}

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, ResponseObject>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; bearerFormat: string; description: string }>;
  };
  /** Replies any request under /api can get, whatever the call (the router's, and the server's before routing). */
  'x-general-responses': Record<string, Ref>;
}
