export function buildMfm(options?: { outdir?: string; minify?: boolean }): Promise<string>;
