import { z } from 'zod';

/** The parts of zod 4's schema definition this file reads (its wrappers keep the wrapped schema in innerType). */
interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
}

/** Query-string booleans as the platform's APIs spell them: true/false/1/0. */
export const queryBoolean: z.ZodType<boolean, string> = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

/** One argument schema, made to read query-string text: numbers are coerced, booleans read as the API spells them. */
function fromText(schema: z.ZodType, booleanText: z.ZodType<boolean, string>): z.ZodType {
  const def = defOf(schema);
  if (def.innerType)
    return schema.clone({
      ...schema._zod.def,
      innerType: fromText(def.innerType, booleanText),
    } as typeof schema._zod.def);
  if (def.type === 'number')
    return schema.clone({ ...schema._zod.def, coerce: true } as typeof schema._zod.def);
  if (def.type === 'boolean') return booleanText;
  return schema;
}

/**
 * A field's generated argument schema (codegen, from the SDL and its @constraint rules) as the query of a
 * GET route: the same rules and defaults, read from text.
 */
export function queryFromArguments<S extends z.ZodObject>(
  arguments_: S,
  booleanText: z.ZodType<boolean, string>,
): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(arguments_.shape).map(([name, field]) => [
      name,
      fromText(field as z.ZodType, booleanText),
    ]),
  );
  return z.object(shape);
}
