// Types of initial-size.mjs for the TypeScript that imports it (scripts/bench-web.ts).
export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}
export function initialSize(dir?: string): {
  files: FileSize[];
  js: { raw: number; gzip: number };
  css: { raw: number; gzip: number };
};
