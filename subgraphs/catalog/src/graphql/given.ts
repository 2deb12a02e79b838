/**
 * Only the arguments a client gave: GraphQL hands an omitted nullable argument over as null, while
 * the services' input rules read "absent" as "use the default".
 */
export const given = <T extends object>(args: T): { [K in keyof T]: Exclude<T[K], null> } =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== null && value !== undefined),
  ) as never;
