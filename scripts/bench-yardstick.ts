// The bench's yardstick (bench code only, never served by the platform): what a plain hand-written
// service pays for the same list. Express 5, the HS256 bearer token verified with jose, one indexed
// query, the same snake_case JSON body as GET /api/tabs. Run as its own process, like the platform:
//
//   YARDSTICK_PORT, JWT_SECRET, and either DATABASE_URL (a PostgreSQL server: the platform's own
//   database and table) or YARDSTICK_PGLITE_DIR + YARDSTICK_ROWS (a JSON file of the tabs to load
//   into a fresh PGlite there, with the platform's table and index).
import { readFileSync } from 'node:fs';
import express from 'express';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';

type Query = (text: string, params: unknown[]) => Promise<Array<Record<string, any>>>;

const LIST_SQL = `select id, url, title, favicon, content, summary, category, tags, entities, created_at, updated_at,
  is_archived, user_id, last_accessed, access_count from library.tab
  where user_id = $1 and is_archived = $2 order by created_at desc, id desc limit $3 offset $4`;

/** A PGlite of its own with the platform's tab table and list index, loaded with `rows` (API records). */
async function pgliteWith(dir: string, rows: Array<Record<string, any>>): Promise<Query> {
  const db = await PGlite.create({ dataDir: dir });
  await db.exec(`create schema library;
    create table library.tab (id serial primary key, user_id int not null, url text not null, title text not null default '',
      favicon text, content text, summary text, category varchar(100), tags jsonb not null, entities jsonb not null,
      is_archived boolean not null default false, created_at timestamptz not null, updated_at timestamptz not null,
      last_accessed timestamptz, access_count int not null default 0);
    create index tab_user_archived_created_idx on library.tab (user_id, is_archived, created_at desc);`);
  for (const r of rows) {
    await db.query(
      `insert into library.tab (id, user_id, url, title, favicon, content, summary, category, tags, entities, is_archived, created_at, updated_at, last_accessed, access_count)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        r.id,
        r.user_id,
        r.url,
        r.title,
        r.favicon,
        r.content,
        r.summary,
        r.category,
        JSON.stringify(r.tags),
        JSON.stringify(r.entities),
        r.is_archived,
        r.created_at,
        r.updated_at,
        r.last_accessed,
        r.access_count,
      ],
    );
  }
  return async (text, params) => (await db.query<Record<string, any>>(text, params)).rows;
}

function serverPool(url: string): Query {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  return async (text, params) => (await pool.query(text, params)).rows;
}

const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
const query = process.env.DATABASE_URL
  ? serverPool(process.env.DATABASE_URL)
  : await pgliteWith(
      process.env.YARDSTICK_PGLITE_DIR!,
      JSON.parse(readFileSync(process.env.YARDSTICK_ROWS!, 'utf8')),
    );

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const app = express();
app.get('/api/tabs', async (req, res) => {
  const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
  let userId: number;
  try {
    userId = Number((await jwtVerify(token, key, { algorithms: ['HS256'] })).payload.sub);
  } catch {
    res.status(401).json({ error: 'Invalid token' });
    return;
  }
  const limit = Math.min(Number(req.query.limit ?? 100), 1000);
  const offset = Number(req.query.offset ?? 0);
  const rows = await query(LIST_SQL, [userId, req.query.archived === 'true', limit, offset]);
  res.json(
    rows.map((r) => ({
      id: r.id,
      url: r.url,
      title: r.title,
      favicon: r.favicon,
      content: r.content,
      summary: r.summary,
      category: r.category,
      tags: r.tags,
      entities: r.entities,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      is_archived: r.is_archived,
      user_id: r.user_id,
      last_accessed: iso(r.last_accessed),
      access_count: r.access_count,
    })),
  );
});
app.get('/health', (_req, res) => {
  res.json({ status: 'ok' });
});
app.listen(Number(process.env.YARDSTICK_PORT), '127.0.0.1');
