import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { PermanentJobError } from '@platform/jobs';
import type { ImportRunView, ImportService } from '../services/import.service.js';

/** The Scryfall price refresh: where it fetches from, how often, and the folder import runs read. */
export interface PriceRefreshOptions {
  url: string;
  interval: string;
  folder: string;
}

/** The file each refresh downloads into the import folder (replaced whole: a run reads a complete file). */
export const REFRESH_FILE = 'scryfall-price-refresh.json';
const DESCRIPTOR_LIMIT = 1024 * 1024;
const FETCH_TIMEOUT_MS = 30 * 60_000;

/** A Scryfall bulk-data object (GET /bulk-data/<type>): where today's file is. */
const descriptorSchema = z.object({ download_uri: z.url() });

async function open(url: string): Promise<Response> {
  const response = await fetch(url, {
    headers: { accept: 'application/json', 'user-agent': 'platform-cards-catalog/1.0' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
  return response;
}

/**
 * Downloads the configured Scryfall bulk data (a bulk-data descriptor is followed to its
 * download_uri) into the import folder and starts a Scryfall import run of it, which upserts the
 * cards and records each of their prices as a point of its source. The run is the refresh's record:
 * it shows in the import runs with its progress and summary.
 */
export async function refreshPrices(
  options: PriceRefreshOptions,
  imports: ImportService,
): Promise<ImportRunView> {
  await mkdir(options.folder, { recursive: true });
  const partial = join(options.folder, `${REFRESH_FILE}.partial`);
  const target = join(options.folder, REFRESH_FILE);
  let url = options.url;
  for (let hop = 0; hop < 2; hop += 1) {
    const body = Readable.fromWeb((await open(url)).body as WebReadableStream<Uint8Array>);
    const chunks = body[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let size = 0;
    // `[` opens the card array itself, `{` a bulk-data descriptor.
    let lead = '';
    while (!lead) {
      const next = await chunks.next();
      if (next.done) break;
      head.push(next.value);
      size += next.value.length;
      lead = Buffer.concat(head).toString('utf8').trimStart().charAt(0);
    }
    if (lead === '[') {
      const whole = Readable.from(
        (async function* () {
          yield* head;
          for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
        })(),
      );
      try {
        await pipeline(whole, createWriteStream(partial));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return imports.start(null, { kind: 'scryfall', file: target });
    }
    if (lead !== '{') throw new PermanentJobError(`${url} answered neither bulk data nor a descriptor`);
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      size += next.value.length;
      if (size > DESCRIPTOR_LIMIT) throw new PermanentJobError(`${url}: the descriptor is too large`);
      head.push(next.value);
    }
    const descriptor = descriptorSchema.safeParse(JSON.parse(Buffer.concat(head).toString('utf8')));
    if (!descriptor.success) throw new PermanentJobError(`${url} answered an object without download_uri`);
    url = descriptor.data.download_uri;
  }
  throw new PermanentJobError(`${options.url}: a descriptor led to another descriptor`);
}
