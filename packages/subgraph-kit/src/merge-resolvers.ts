/**
 * Joins per-file resolver maps type by type: each file of a domain contributes its own Query,
 * Mutation and entity fields, and none may overwrite another's.
 */
export function mergeResolvers<R extends object>(...maps: R[]): R {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [type, fields] of Object.entries(map))
      merged[type] = { ...merged[type], ...(fields as object) };
  }
  return merged as R;
}
