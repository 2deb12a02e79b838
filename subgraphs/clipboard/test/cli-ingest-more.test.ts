import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliHarness } from './cli-harness.js';
import { minimalPdf } from './pdf-fixture.js';

const cli = new CliHarness();
beforeAll(() => cli.build(), 60_000);
afterAll(() => cli.cleanup());

const has = (tool: string) => spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
const withPoppler = has('pdftotext') && has('pdftoppm') ? it : it.skip;
const withTesseract = has('tesseract') && has('pdftoppm') ? it : it.skip;
if (!has('pdftotext') || !has('tesseract'))
  console.warn('PDF/OCR ingestion tests skipped: install poppler-utils and tesseract-ocr');

describe('mfm ingest-transcript', () => {
  const srt =
    '1\n00:00:01,000 --> 00:00:04,000\nGood morning <i>team</i>\n\n2\n00:00:05,000 --> 00:00:07,500\nfirst item: the penguin budget\n\n3\n00:06:10,000 --> 00:06:12,000\nsecond item: hiring\n';

  it('stores an .srt file as one clip without cue numbers or timestamps, tagged transcript', () => {
    const path = join(cli.home, 'standup.srt');
    writeFileSync(path, srt);
    const result = cli.json(['ingest-transcript', path]);
    expect(result).toMatchObject({ segments: 3, clips: 1, saved: 1 });
    const clip = cli.json(['show', String(result.results[0].id)]);
    expect(clip).toMatchObject({
      content: 'Good morning team\nfirst item: the penguin budget\nsecond item: hiring',
      title: 'standup.srt',
      tags: ['transcript'],
    });
  });

  it('splits a .vtt file into one clip per --chunk-minutes, titled with the start time', () => {
    const path = join(cli.home, 'review.vtt');
    writeFileSync(
      path,
      `WEBVTT\n\nNOTE recorded\n\n00:00.000 --> 00:02.000\n<v Ada>Opening remarks\n\n00:01.000 --> 00:03.000\n<v Ada>Opening remarks\n\n10:00.000 --> 10:02.000 align:start\nClosing remarks\n`,
    );
    const result = cli.json(['ingest-transcript', '--path', path, '--chunk-minutes', '5', '--tag', 'review']);
    expect(result).toMatchObject({ clips: 2, saved: 2 });
    const titles = cli.json(['recent', '--tag', 'review']).items.map((c: any) => [c.title, c.content]);
    expect(titles).toEqual([
      ['review.vtt @ 00:10:00', 'Closing remarks'],
      ['review.vtt @ 00:00:00', 'Ada: Opening remarks'],
    ]);
  });
});

describe('mfm ingest-file for PDFs and images', () => {
  const pdf = () => join(cli.home, 'report.pdf');
  beforeAll(() => writeFileSync(pdf(), minimalPdf('Quarterly penguin report')));

  it('refuses a PDF while allow_pdf is off, naming the setting', () => {
    const result = cli.run(['ingest-file', pdf()]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('allow_pdf');
  });

  withPoppler('reads the PDF text with pdftotext once allow_pdf is on', () => {
    cli.run(['config', '--set', 'allow_pdf', 'true']);
    const result = cli.json(['ingest-file', pdf()]);
    expect(result).toMatchObject({ saved: 1 });
    expect(cli.json(['search', 'penguin']).items[0]).toMatchObject({
      content: 'Quarterly penguin report',
      title: 'report.pdf',
    });
  });

  it('reports a missing pdftotext as a clear error', () => {
    const result = cli.run(['ingest-file', pdf(), '--allow-pdf'], { env: { PATH: '/nonexistent' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('pdftotext is not installed');
  });

  withTesseract(
    'OCRs an image with tesseract when --allow-images is given',
    () => {
      const png = join(cli.home, 'scan');
      spawnSync('pdftoppm', ['-png', '-r', '150', '-singlefile', join(cli.home, 'report.pdf'), png]);
      const needsFlag = cli.run(['ingest-file', `${png}.png`]);
      expect(needsFlag.stderr).toContain('allow_images');
      cli.run(['delete', String(cli.json(['search', 'penguin']).items[0].id)]);
      const result = cli.json(['ingest-file', `${png}.png`, '--allow-images']);
      expect(result).toMatchObject({ saved: 1 });
      expect(cli.json(['search', 'Quarterly']).items[0].content).toContain('penguin report');
    },
    30_000,
  );
});

describe('mfm watch-inbox', () => {
  it('ingests each new file once and remembers what it processed', () => {
    const inbox = join(cli.home, 'inbox');
    mkdirSync(inbox, { recursive: true });
    writeFileSync(join(inbox, 'a.md'), 'inbox note about walruses');
    writeFileSync(join(inbox, 'b.txt'), 'inbox note about seals');
    const first = cli.json(['watch-inbox', '--once']);
    expect(first.results.map((r: any) => [r.path.split('/').pop(), r.status])).toEqual([
      ['a.md', 'saved'],
      ['b.txt', 'saved'],
    ]);
    expect(cli.json(['watch-inbox', '--once']).results).toEqual([]);
    writeFileSync(join(inbox, 'c.txt'), 'a third inbox note');
    expect(
      cli.json(['watch-inbox', '--once', '--dir', inbox]).results.map((r: any) => r.path.split('/').pop()),
    ).toEqual(['c.txt']);
    expect(existsSync(join(cli.home, 'inbox-state.json'))).toBe(true);
  });

  it('moves processed files with --move-to', () => {
    const drop = join(cli.home, 'drop');
    mkdirSync(drop, { recursive: true });
    writeFileSync(join(drop, 'todo.txt'), 'buy more fish');
    const result = cli.json(['watch-inbox', drop, '--once', '--move-to', join(drop, 'done')]);
    expect(result.results[0]).toMatchObject({ status: 'saved', movedTo: join(drop, 'done', 'todo.txt') });
    expect(readdirSync(drop)).toEqual(['done']);
  });
});
