import { spawn } from 'node:child_process';
import { DomainError } from '@platform/errors';

/** One OCR run may take this long (a large photo on a busy machine); longer is cut off. */
export const OCR_TIMEOUT_MS = 30_000;
/** OCR runs at once per process: each takes a core, and the machine serves requests too. */
export const OCR_CONCURRENCY = 2;

let running = 0;
const waiting: Array<() => void> = [];

async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= OCR_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const unavailable = (detail: string) =>
  new DomainError('SERVICE_UNAVAILABLE', `Text recognition is unavailable: ${detail}`, {
    reason: 'ocr_unavailable',
  });

/**
 * The text of an image by Debian's `tesseract` (package tesseract-ocr, English data), read from
 * stdin and written to stdout: no file touches the disk. Two page layouts are read: one uniform
 * block (`--psm 6`), which keeps a title on its colored bar, and sparse text (`--psm 11`), which
 * finds lines anywhere else on the card; their lines are joined, the first reading's first.
 */
export async function recognizeText(image: Buffer, command = 'tesseract'): Promise<string> {
  const block = await readPage(image, command, '6');
  const sparse = await readPage(image, command, '11');
  const seen = new Set<string>();
  return [...block.split('\n'), ...sparse.split('\n')]
    .map((line) => line.trim())
    .filter((line) => line && !seen.has(line.toLowerCase()) && seen.add(line.toLowerCase()))
    .join('\n');
}

function readPage(image: Buffer, command: string, layout: string): Promise<string> {
  return slot(
    () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(command, ['stdin', 'stdout', '-l', 'eng', '--psm', layout], {
          stdio: ['pipe', 'pipe', 'pipe'],
          timeout: OCR_TIMEOUT_MS,
        });
        const out: Buffer[] = [];
        const err: Buffer[] = [];
        child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
        child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
        child.on('error', (error: NodeJS.ErrnoException) =>
          reject(error.code === 'ENOENT' ? unavailable(`${command} is not installed`) : error),
        );
        child.on('close', (code, signal) => {
          if (signal) return reject(unavailable(`${command} did not finish within ${OCR_TIMEOUT_MS} ms`));
          if (code !== 0)
            return reject(
              new DomainError('BAD_USER_INPUT', 'The image could not be read', {
                reason: 'invalid_image',
                detail: Buffer.concat(err).toString('utf8').trim().slice(0, 200),
              }),
            );
          resolve(Buffer.concat(out).toString('utf8'));
        });
        child.stdin.on('error', () => undefined);
        child.stdin.end(image);
      }),
  );
}
