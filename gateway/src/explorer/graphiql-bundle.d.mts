export function buildGraphiql(options: {
  entry: string;
  outdir: string;
  write: boolean;
}): Promise<Map<string, Uint8Array>>;
