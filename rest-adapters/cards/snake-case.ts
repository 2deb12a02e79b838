import { z } from 'zod';

/** The parts of zod 4's schema definitions this file reads. */
interface SchemaDef {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as SchemaDef;

export const toSnake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const toCamel = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A generated camelCase argument or input schema (codegen, from the SDL and its @constraint rules)
 * as the snake_case body or query the cards API's clients send: the same rules, defaults and messages,
 * only the field names differ. Issues then name the field as the client wrote it (`set_code`).
 */
export function snakeCased<S extends z.ZodType>(schema: S): z.ZodType {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return z.object(
        Object.fromEntries(
          Object.entries(def.shape!).map(([name, field]) => [toSnake(name), snakeCased(field)]),
        ),
      );
    case 'array':
      return schema.clone({
        ...schema._zod.def,
        element: snakeCased(def.element!),
      } as typeof schema._zod.def);
    case 'lazy':
      return snakeCased(def.getter!());
    default:
      if (def.innerType)
        return schema.clone({
          ...schema._zod.def,
          innerType: snakeCased(def.innerType),
        } as typeof schema._zod.def);
      return schema;
  }
}

/**
 * A validated snake_case request as GraphQL variables: camelCase names, and dates back to the ISO
 * text the DateTime scalar reads.
 */
export function camelCased(value: unknown): any {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(camelCased);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, field]) => field !== undefined)
        .map(([name, field]) => [toCamel(name), camelCased(field)]),
    );
  }
  return value;
}
