import { readFileSync } from 'node:fs';
import { EmbedderUnavailableError } from '../errors.js';

// The only module that touches onnxruntime-web, and only through a dynamic import: `mfm search`, the
// hash embedder and every other command never load the runtime (~80 ms and 11 MB of WebAssembly).

type Ort = typeof import('onnxruntime-web');
type Session = import('onnxruntime-web').InferenceSession;

export const HIDDEN_SIZE = 384;
const OUTPUT = 'last_hidden_state';
/** Inputs mfm knows how to feed; an e5 export has the first two, most also token_type_ids. */
const KNOWN_INPUTS = ['input_ids', 'attention_mask', 'token_type_ids'];

const FIX =
  'e5_model_dir must hold an e5-small(-v2) ONNX export (inputs input_ids, attention_mask[, token_type_ids]; output last_hidden_state [batch, seq, 384])';

/** One text's token states: `seq` rows of HIDDEN_SIZE floats. */
export interface HiddenStates {
  data: Float32Array;
  seq: number;
}

export interface E5Session {
  run(ids: number[]): Promise<HiddenStates>;
}

async function loadRuntime(): Promise<Ort> {
  try {
    const ort = await import('onnxruntime-web');
    // One thread: no worker threads to spawn or to keep a CLI process alive; batch-1 inference of a
    // small model gains little from more. Warnings about the graph are not the user's business.
    ort.env.wasm.numThreads = 1;
    ort.env.logLevel = 'error';
    return ort;
  } catch (error) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: ONNX Runtime (onnxruntime-web) could not be loaded: ${(error as Error).message}; reinstall mfm's dependencies or use embedder hash`,
    );
  }
}

/** Creates the session and checks its signature; every failure is an EmbedderUnavailableError naming the fix. */
export async function openE5Session(modelPath: string): Promise<E5Session> {
  const ort = await loadRuntime();
  let session: Session;
  try {
    session = await ort.InferenceSession.create(readFileSync(modelPath), {
      executionProviders: ['wasm'],
      graphOptimizationLevel: 'all',
    });
  } catch (error) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: ONNX Runtime cannot load ${modelPath} (${(error as Error).message}); ${FIX}`,
    );
  }
  const inputs = [...session.inputNames];
  const unknown = inputs.filter((name) => !KNOWN_INPUTS.includes(name));
  if (!inputs.includes('input_ids') || unknown.length) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: ${modelPath} has inputs ${inputs.join(', ') || '(none)'}; ${FIX}`,
    );
  }
  if (!session.outputNames.includes(OUTPUT)) {
    throw new EmbedderUnavailableError(
      `embedder e5-small: ${modelPath} has outputs ${session.outputNames.join(', ') || '(none)'}, not ${OUTPUT}; ${FIX}`,
    );
  }

  return {
    async run(ids) {
      const seq = ids.length;
      const tensor = (values: (i: number) => bigint) =>
        new ort.Tensor(
          'int64',
          BigInt64Array.from({ length: seq }, (_, i) => values(i)),
          [1, seq],
        );
      // One text per run, so the attention mask is all ones and every token type is 0 (single sequence).
      const feeds: Record<string, import('onnxruntime-web').Tensor> = {};
      for (const name of inputs)
        feeds[name] = tensor(
          name === 'input_ids' ? (i) => BigInt(ids[i]) : name === 'attention_mask' ? () => 1n : () => 0n,
        );
      let output: import('onnxruntime-web').Tensor;
      try {
        output = (await session.run(feeds, [OUTPUT]))[OUTPUT];
      } catch (error) {
        throw new EmbedderUnavailableError(
          `embedder e5-small: running ${modelPath} failed (${(error as Error).message}); ${FIX}`,
        );
      }
      const dims = output.dims;
      if (
        output.type !== 'float32' ||
        dims.length !== 3 ||
        dims[0] !== 1 ||
        dims[1] !== seq ||
        dims[2] !== HIDDEN_SIZE
      ) {
        throw new EmbedderUnavailableError(
          `embedder e5-small: ${modelPath} gave ${OUTPUT} ${output.type} [${dims.join(', ')}], expected float32 [1, ${seq}, ${HIDDEN_SIZE}]; ${FIX}`,
        );
      }
      return { data: output.data as Float32Array, seq };
    },
  };
}
