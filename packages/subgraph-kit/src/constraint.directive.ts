// The one declaration of @constraint, the input rules every subgraph writes into its SDL. graphql-codegen
// reads it from here (the `/* GraphQL */` comment lets it pluck the SDL out of this module) and turns each
// use into zod (see codegen.yml, `x-validation`); buildSchema adds it to every subgraph's SDL at run time.
// Kept in a module rather than a .graphql file so the esbuild bundle of `mfm serve` carries it.
export const constraintDirectiveTypeDefs = /* GraphQL */ `
  "An input rule, enforced by the subgraph for every caller (GraphQL and REST) and shown in the OpenAPI documents."
  directive @constraint(
    "Strings: fewest characters."
    minLength: Int
    "Strings: most characters."
    maxLength: Int
    "Numbers: smallest value."
    min: Int
    "Numbers: largest value."
    max: Int
    "Lists: fewest items."
    minItems: Int
    "Lists: most items."
    maxItems: Int
    "Lists of strings: most characters of each item."
    maxItemLength: Int
    "A named format: notEmpty (at least one character), nonBlank (some non-space character), httpUrl (http or https), email."
    format: String
  ) on INPUT_FIELD_DEFINITION | ARGUMENT_DEFINITION
`;
