import { extname } from 'node:path';
import { isTextPath } from './text-files.js';

export type FileKind = 'text' | 'pdf' | 'image';

// Formats tesseract reads through leptonica.
const IMAGE_EXTENSIONS = new Set([
  '.png',
  '.jpg',
  '.jpeg',
  '.tif',
  '.tiff',
  '.bmp',
  '.gif',
  '.webp',
  '.pnm',
  '.pbm',
  '.pgm',
  '.ppm',
]);

export function fileKind(path: string): FileKind | null {
  const ext = extname(path).toLowerCase();
  if (ext === '.pdf') return 'pdf';
  if (IMAGE_EXTENSIONS.has(ext)) return 'image';
  return isTextPath(path) ? 'text' : null;
}

/** Which kinds a folder walk picks up: text always, PDFs and images only when allowed. */
export function acceptedKinds(allow: { pdf: boolean; images: boolean }): (path: string) => boolean {
  return (path) => {
    const kind = fileKind(path);
    return kind === 'text' || (kind === 'pdf' && allow.pdf) || (kind === 'image' && allow.images);
  };
}
