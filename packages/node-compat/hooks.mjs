// Module resolution hook: MikroORM 7 statically imports `globSync` from node:fs, which Node 20 lacks
// (it arrived in Node 22). For modules under @mikro-orm only, node:fs resolves to fs-glob.mjs,
// which re-exports node:fs and adds globSync. Everything else sees the real node:fs.
const shim = new URL('./fs-glob.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if ((specifier === 'node:fs' || specifier === 'fs') && context.parentURL?.includes('/@mikro-orm/')) {
    return { url: shim, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
