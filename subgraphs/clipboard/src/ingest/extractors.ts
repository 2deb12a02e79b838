import { MfmError } from '../errors.js';
import { runProgram } from '../system/run-program.js';

/** A file that could not be turned into text: a disabled kind or a missing/failing tool. Exit code 1. */
export class ExtractionError extends MfmError {
  constructor(
    message: string,
    readonly reason: 'pdf-disabled' | 'images-disabled' | 'tool-missing' | 'extraction-failed',
  ) {
    super(message, 'EXTRACTION', 1);
  }
}

const PDF_TIMEOUT_MS = 60_000;
const OCR_TIMEOUT_MS = 120_000;

/** PDF text through poppler's pdftotext (`-` writes to stdout); page breaks (form feeds) become blank lines. */
export async function pdfText(path: string): Promise<string> {
  const result = await runProgram('pdftotext', ['-q', '-enc', 'UTF-8', path, '-'], {
    timeoutMs: PDF_TIMEOUT_MS,
  });
  if (!result.ok) {
    if (result.missing)
      throw new ExtractionError(
        'pdftotext is not installed (Debian/Ubuntu: apt install poppler-utils; macOS: brew install poppler)',
        'tool-missing',
      );
    throw new ExtractionError(`could not read ${path} as PDF: ${result.error}`, 'extraction-failed');
  }
  return result.stdout
    .replace(/\f/g, '\n\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Text recognised in an image by tesseract (`stdout` as output base writes the text to stdout). */
export async function imageText(path: string): Promise<string> {
  const result = await runProgram('tesseract', [path, 'stdout'], { timeoutMs: OCR_TIMEOUT_MS });
  if (!result.ok) {
    if (result.missing)
      throw new ExtractionError(
        'tesseract is not installed (Debian/Ubuntu: apt install tesseract-ocr; macOS: brew install tesseract)',
        'tool-missing',
      );
    throw new ExtractionError(`could not OCR ${path}: ${result.error}`, 'extraction-failed');
  }
  return result.stdout.replace(/\f/g, '').trim();
}
