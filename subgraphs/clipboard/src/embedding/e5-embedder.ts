import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { EmbedderUnavailableError } from '../errors.js';

export const E5_MODEL_ID = 'e5-small';

/**
 * e5-small needs model weights and an ONNX runtime. Neither ships with mfm (no network at run time,
 * no account), so this reports exactly what is missing instead of silently falling back to `hash`.
 */
export function assertE5Available(modelDir: string): never {
  if (!modelDir) {
    throw new EmbedderUnavailableError(
      'embedder e5-small needs a local model folder: set it with `mfm config --set e5_model_dir /path/to/e5-small` ' +
        '(a folder holding model.onnx and tokenizer.json); the default embedder `hash` needs nothing',
    );
  }
  if (!existsSync(modelDir) || !statSync(modelDir).isDirectory()) {
    throw new EmbedderUnavailableError(`embedder e5-small: model folder ${modelDir} does not exist`);
  }
  const missing = ['model.onnx', 'tokenizer.json'].filter((f) => !existsSync(join(modelDir, f)));
  if (missing.length) {
    throw new EmbedderUnavailableError(`embedder e5-small: ${modelDir} lacks ${missing.join(', ')}`);
  }
  throw new EmbedderUnavailableError(
    `embedder e5-small: model folder ${modelDir} found, but this build of mfm includes no ONNX runtime to run it; use embedder hash`,
  );
}
