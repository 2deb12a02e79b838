import { useId } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../__generated__/index.js';
import { Empty } from '../ui/status.js';

export const MaskChoices = graphql(`
  fragment MaskChoices on Profile {
    id
    masks(limit: 5) {
      id
      name
      ontology
      relevanceScore
    }
  }
`);

/** The mask the person chose, with the words the screens name it by. */
export interface ChosenMask {
  id: string;
  label: string;
}

/** A mask's name with its family, as the screens show the mask in use. */
export const maskLabel = (mask: { name: string; ontology: string }) => `${mask.name} (${mask.ontology})`;

/**
 * The masks that fit the profile best; the one chosen styles the narrative and the PDF. No choice
 * leaves the platform to use the best-scoring mask, which the narrative and tailoring then name.
 */
export function MaskPicker(props: {
  profile: FragmentType<typeof MaskChoices>;
  chosen: ChosenMask | null;
  onChange: (mask: ChosenMask | null) => void;
}) {
  const { masks } = getFragmentData(MaskChoices, props.profile);
  const fieldId = useId();
  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Mask</h2>
      {masks.length === 0 ? (
        <Empty title="No masks fit yet.">
          <p>Add skills or experiences: masks are scored against them.</p>
        </Empty>
      ) : (
        <fieldset className="mask-choices">
          <legend>How the profile presents itself</legend>
          <label className="check">
            <input
              type="radio"
              name={`${fieldId}-mask`}
              checked={props.chosen === null}
              onChange={() => props.onChange(null)}
            />{' '}
            The best fit, chosen by the platform
          </label>
          {masks.map((mask) => (
            <label key={mask.id} className="check">
              <input
                type="radio"
                name={`${fieldId}-mask`}
                value={mask.id}
                checked={props.chosen?.id === mask.id}
                onChange={() => props.onChange({ id: mask.id, label: maskLabel(mask) })}
              />{' '}
              {maskLabel(mask)} <span className="muted">· fit {Math.round(mask.relevanceScore * 100)}%</span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="hint" role="status" data-testid="mask-in-use">
        {props.chosen ? `Mask in use: ${props.chosen.label}.` : 'Mask in use: the best fit for each task.'}
      </p>
    </section>
  );
}
