import { createRequire } from 'node:module';
import type { OperationDefinitionNode } from 'graphql';
import { compileShaper, type CompiledShaper } from './compile-shape.js';
import { shape, type ShapingInput, type ShapingResult } from './shape-answer.js';

type ComputeResponse = (
  input: ShapingInput & { operationDefinition?: OperationDefinitionNode },
) => ShapingResult;

/**
 * @apollo/gateway's result shaping module, as its executor reads it: `computeResponse` is looked up
 * on this exports object at every call (dist/executeQueryPlan.js), so replacing it here replaces it
 * there. The patch in scripts/patches hands it the operation's definition node (docs/dependencies.md).
 */
const resultShaping = createRequire(import.meta.url)('@apollo/gateway/dist/resultShaping.js') as {
  computeResponse: ComputeResponse;
};

/** Whether compiled shaping is on, how many answers it shaped, and how many operations it compiled. */
export interface CompiledShaping {
  enabled: boolean;
  shaped: number;
  compiled: number;
}

const original = resultShaping.computeResponse;
const state: CompiledShaping = { enabled: false, shaped: 0, compiled: 0 };

/**
 * Apollo's computeResponse walks the operation's selection objects for every answer of a plan of
 * several fetches, reading each field's type, directives and response name through getters, and
 * asking the schema for every __typename it meets: a third of the gateway's CPU on The Guild's
 * federation benchmark. The compiled shaper makes those decisions once per operation (kept per
 * definition node: Apollo Server hands every request with the same text the document it parsed
 * once) and walks only the answer, with the same results, errors and messages (the comparison test
 * beside it). An operation it has no node for, or with it turned off, takes Apollo's own walk.
 */
export function installCompiledShaping(): CompiledShaping {
  if (typeof original !== 'function')
    throw new Error(
      '@apollo/gateway/dist/resultShaping.js exports no computeResponse: the compiled result shaper ' +
        '(gateway/src/result-shaping/) needs @apollo/gateway 2.14; see docs/dependencies.md',
    );
  if (resultShaping.computeResponse !== original) return state;
  const compiled = new WeakMap<OperationDefinitionNode, CompiledShaper>();
  resultShaping.computeResponse = (input) => {
    const node = input.operationDefinition;
    if (!state.enabled || !node) return original(input);
    let shaper = compiled.get(node);
    // A new supergraph brings a new API schema: compile again for it.
    if (!shaper || shaper.schema !== input.operation.schema()) {
      compiled.set(node, (shaper = compileShaper(input.operation)));
      state.compiled++;
    }
    state.shaped++;
    return shape(shaper, input);
  };
  state.enabled = true;
  return state;
}

/** Apollo's own computeResponse, for comparison. */
export const apolloComputeResponse: ComputeResponse = original;
