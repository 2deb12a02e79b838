// `npm run ws -- <url> [-H "Name: value"]... [-x <message>]... [-n <count>]`: a small WebSocket client
// shipped with the project (no npx download), e.g. for the cards price stream:
//   npm run --silent ws -- 'ws://localhost:3003/ws/prices?symbols=MTG-LEA-BLACKLOTUS' -H "Authorization: Bearer $CARDS"
// Each message received is one line on stdout; lines typed on stdin are sent.
import { createInterface } from 'node:readline';
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import WebSocket from 'ws';

const header = (value: string, previous: Record<string, string>) => {
  const colon = value.indexOf(':');
  if (colon < 1) throw new InvalidArgumentError('expected "Name: value"');
  return { ...previous, [value.slice(0, colon).trim()]: value.slice(colon + 1).trim() };
};
const positive = (value: string) => {
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1)
    throw new InvalidArgumentError('expected a whole number of at least 1');
  return count;
};

const program = new Command('ws')
  .description(
    'Connect to a WebSocket URL, print every message received (one per line), send each line typed',
  )
  .argument('<url>', 'ws:// or wss:// URL')
  .option(
    '-H, --header <header>',
    'a request header, e.g. "Authorization: Bearer <token>" (repeatable)',
    header,
    {},
  )
  .option(
    '-x, --execute <message>',
    'send this message once connected (repeatable)',
    (value: string, previous: string[]) => [...previous, value],
    [] as string[],
  )
  .option('-n, --count <n>', 'close after receiving this many messages', positive)
  .exitOverride()
  .configureOutput({ writeErr: (text) => process.stderr.write(text) });

try {
  program.parse(process.argv.slice(2), { from: 'user' });
} catch (error) {
  if (error instanceof CommanderError)
    process.exit(error.code === 'commander.helpDisplayed' || error.code === 'commander.help' ? 0 : 2);
  throw error;
}
const [url] = program.args as [string];
const options = program.opts<{ header: Record<string, string>; execute: string[]; count?: number }>();

let received = 0;
const socket = new WebSocket(url, { headers: options.header });
socket.on('open', () => {
  process.stderr.write(`connected to ${url}\n`);
  for (const message of options.execute) socket.send(message);
  if (options.count === undefined || options.execute.length === 0) {
    const lines = createInterface({ input: process.stdin });
    lines.on('line', (line) => socket.send(line));
    lines.on(
      'close',
      () =>
        options.count === undefined && !process.stdin.isTTY && options.execute.length === 0 && socket.close(),
    );
  }
});
socket.on('message', (data) => {
  process.stdout.write(`${data.toString()}\n`);
  received += 1;
  if (options.count !== undefined && received >= options.count) socket.close(1000);
});
socket.on('unexpected-response', (_request, response) => {
  let body = '';
  response.on('data', (chunk: Buffer) => (body += chunk.toString()));
  response.on('end', () => {
    process.stderr.write(
      `refused: ${response.statusCode} ${response.statusMessage ?? ''}${body ? `\n${body}` : ''}\n`,
    );
    process.exit(1);
  });
});
socket.on('error', (error) => {
  process.stderr.write(`error: ${error.message}\n`);
  process.exit(1);
});
socket.on('close', (code, reason) => {
  process.stderr.write(`closed (${code}${reason.length ? ` ${reason.toString()}` : ''})\n`);
  process.exit(code === 1000 || code === 1005 ? 0 : 1);
});
