import { createRequire } from 'node:module';

/** Whether this process runs on Linux with glibc (Node's own report names the glibc it runs with). */
export function onGlibcLinux(): boolean {
  if (process.platform !== 'linux' || !process.report?.getReport) return false;
  return Boolean(
    (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header?.glibcVersionRuntime,
  );
}

/**
 * glibc's malloc_trim(0), or undefined where there is none (musl, macOS, Windows) or koffi cannot
 * load. glibc keeps memory that was freed inside its arenas resident: V8's compile zones, freed on
 * its background threads, and Buffer contents freed by the garbage collector. It gives back only
 * the free space at the top of each heap by itself; malloc_trim hands every free page back.
 */
export function loadMallocTrim(): ((pad: number) => number) | undefined {
  if (!onGlibcLinux()) return undefined;
  try {
    // koffi is CommonJS with a native addon; loaded only here, on glibc Linux.
    const koffi = createRequire(import.meta.url)('koffi') as typeof import('koffi');
    return koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
  } catch {
    return undefined;
  }
}
