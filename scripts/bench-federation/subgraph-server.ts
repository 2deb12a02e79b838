// One benchmark subgraph as its own process: POST /graphql on a plain node:http server, documents
// parsed and validated once per distinct query, so the gateway, not the subgraph, is what is measured.
// GET /requests answers how many GraphQL requests it has served (the bench's fetches per client request).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { execute, parse, validate, type DocumentNode, type GraphQLError } from 'graphql';
import { z } from 'zod';
import { SUBGRAPH_NAMES, subgraphSchema } from './subgraphs.js';

const env = z
  .object({ SUBGRAPH: z.enum(SUBGRAPH_NAMES as [string, ...string[]]), PORT: z.coerce.number().int() })
  .parse(process.env);
const schema = subgraphSchema(env.SUBGRAPH as (typeof SUBGRAPH_NAMES)[number]);
const body = z.object({
  query: z.string(),
  operationName: z.string().nullish(),
  variables: z.record(z.string(), z.unknown()).nullish(),
});

const documents = new Map<string, { document?: DocumentNode; errors?: readonly GraphQLError[] }>();
function prepared(query: string) {
  let entry = documents.get(query);
  if (!entry) {
    try {
      const document = parse(query);
      const errors = validate(schema, document);
      entry = errors.length ? { errors } : { document };
    } catch (error) {
      entry = { errors: [error as GraphQLError] };
    }
    if (documents.size < 1000) documents.set(query, entry);
  }
  return entry;
}

let served = 0;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, payload: unknown) {
  const text = JSON.stringify(payload);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method === 'GET' && req.url === '/requests') return send(res, 200, { served });
  if (req.method === 'GET' && req.url === '/health') return send(res, 200, { ok: true });
  if (req.method !== 'POST' || req.url !== '/graphql') return send(res, 404, { error: 'not found' });
  served++;
  const parsed = body.safeParse(JSON.parse(await readBody(req)));
  if (!parsed.success) return send(res, 400, { errors: [{ message: 'invalid GraphQL request' }] });
  const { query, operationName, variables } = parsed.data;
  const { document, errors } = prepared(query);
  if (!document) return send(res, 400, { errors: errors?.map((e) => ({ message: e.message })) });
  const result = await execute({
    schema,
    document,
    operationName,
    variableValues: variables ?? undefined,
  });
  send(res, 200, result);
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => send(res, 500, { errors: [{ message: String(error) }] }));
}).listen(env.PORT, '127.0.0.1');
