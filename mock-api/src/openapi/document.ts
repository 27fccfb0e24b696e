import { z } from 'zod';
import { CALL_RULES } from '../permissions/call-rules';
import { CARRIER_CALLS } from '../carrier-portal/routes';
import { CALL_CONTRACTS, type CallContract } from './call-contracts';
import type { RegisteredRoute } from './route-table';

type JsonSchema = Record<string, unknown>;

/** Every call's contract by path, with its area. */
export function contractsByPath(): Map<string, { area: string; contract: CallContract }> {
  const byPath = new Map<string, { area: string; contract: CallContract }>();
  for (const [area, calls] of Object.entries(CALL_CONTRACTS)) {
    for (const [path, contract] of Object.entries(calls)) byPath.set(path, { area, contract });
  }
  return byPath;
}

/** A zod schema as the JSON Schema (2020-12, OpenAPI 3.1's dialect) of what a caller sends. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
  return json;
}

const ERROR_ANSWER: JsonSchema = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const CARRIER_ONLY = new Set<string>(CARRIER_CALLS);

function securityOf(path: string): Record<string, string[]>[] {
  if (path === '/metrics') return [{ metricsToken: [] }];
  const schemes: Record<string, string[]>[] = [];
  if (path in CALL_RULES) schemes.push({ adminToken: [] });
  if (CARRIER_ONLY.has(path)) schemes.push({ carrierToken: [] });
  return schemes;
}

function requestBodyOf(contract: CallContract): JsonSchema | undefined {
  if (contract.body === 'none') return undefined;
  if (contract.body === 'multipart') {
    const fields = jsonSchemaOf(contract.fields, 'input');
    const properties = { ...(fields.properties as JsonSchema | undefined), file: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The uploaded file(s)' } };
    return { required: true, content: { 'multipart/form-data': { schema: { ...fields, properties } } } };
  }
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(contract.body, 'input') } } };
}

function answerOf(contract: CallContract): JsonSchema {
  const { answer } = contract;
  if (answer === 'file') return { description: 'The file', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } };
  if (answer === 'text') return { description: 'Text', content: { 'text/plain': { schema: { type: 'string' } } } };
  if (answer === 'html') return { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } };
  return { description: 'The answer', content: { 'application/json': { schema: answer ? jsonSchemaOf(answer, 'output') : { type: 'object' } } } };
}

/** `/companydocument/:id` -> `/companydocument/{id}`, and the path parameters it names. */
function templated(path: string): { path: string; parameters: JsonSchema[] } {
  const parameters: JsonSchema[] = [];
  const converted = path.replace(/:(\w+)/g, (_match, name: string) => {
    parameters.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    return `{${name}}`;
  });
  return { path: converted, parameters };
}

/**
 * The OpenAPI 3.1 document of the routes given (the app's route table) from their contracts.
 * A route without a contract is left out here; the operations test refuses it.
 */
export function buildOpenApiDocument(routes: readonly RegisteredRoute[], { version = '1.0.0' } = {}): JsonSchema {
  const contracts = contractsByPath();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const entry = contracts.get(route.path);
    if (!entry) continue;
    const { area, contract } = entry;
    tags.add(area);
    const { path, parameters } = templated(route.path);
    const requestBody = requestBodyOf(contract);
    paths[path] ??= {};
    paths[path][route.method] = {
      operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+/g, '_')}`,
      tags: [area],
      ...(contract.summary ? { summary: contract.summary } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      security: securityOf(route.path),
      responses: {
        '2XX': answerOf(contract),
        '4XX': { description: 'Refused: `message` says why; `errors` names each bad field', content: { 'application/json': { schema: ERROR_ANSWER } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kyubos MGA portal API',
      version,
      description: 'Admin calls need `Authorization: Bearer <token>` from /commonlogin; BDX portal calls a token from /carrierlogin.',
    },
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        adminToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From /commonlogin' },
        carrierToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'From /carrierlogin (BDX portal)' },
        metricsToken: { type: 'http', scheme: 'bearer', description: 'The METRICS_TOKEN setting' },
      },
    },
  };
}
