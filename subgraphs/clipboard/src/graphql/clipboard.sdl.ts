// The clipboard subgraph's SDL, SDL-first. Kept in a module (not a .graphql file read at run time) so
// the esbuild bundle of `mfm serve` carries it; `npm run compose` prints the built schema to
// schema/clipboard.graphql, which codegen types the REST adapter's operations against.
// This subgraph is served only by `mfm serve` on the loopback interface; it is never composed into the
// platform's supergraph, because a local clipboard must not be reachable by network users.
export const clipboardTypeDefs = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.7", import: ["@key"])

  "Any JSON object (settings, peer exports)."
  scalar JSONObject

  type ClipNote {
    note: String!
    createdAt: String!
  }

  "A stored clip. Times are UTC ISO-8601 strings, as stored."
  type Clip @key(fields: "id") {
    id: Int!
    createdAt: String!
    sourceApp: String
    windowTitle: String
    title: String
    content: String!
    pinned: Boolean!
    lang: String
    "Where the clip came from: an ingested file's path, or the page URL of a browser clip."
    filePath: String
    tags: [String!]!
    notes: [ClipNote!]!
    "Similarity for semantic results; absent elsewhere."
    score: Float
  }

  type ClipList {
    items: [Clip!]!
  }

  type ContextBundle {
    since: String!
    items: [Clip!]!
  }

  type NameCount {
    name: String!
    count: Int!
  }

  type Recap {
    minutes: Int!
    since: String!
    count: Int!
    apps: [NameCount!]!
    tags: [NameCount!]!
    items: [Clip!]!
  }

  type TopicGroup {
    "tag or app"
    kind: String!
    name: String!
    count: Int!
    items: [Clip!]!
  }

  type ClipboardStatus {
    capture: String!
    paused: Boolean!
    clips: Int!
    pinned: Int!
    latest: String
    dbSizeMb: Float!
    blocklistSize: Int!
    settings: JSONObject!
  }

  type PinResult {
    id: Int!
    pinned: Boolean!
  }

  "Outcome of a browser clip: stored (saved, or a repeat of a stored clip) or skipped and why."
  type WebClipResult {
    stored: Boolean!
    status: String!
    id: Int
    evicted: Int
    reason: String
    detail: String
  }

  type ImportCounts {
    added: Int!
    merged: Int!
    skipped: Int!
  }

  # Input rules are @constraint directives (packages/subgraph-kit/src/constraint.directive.ts), checked
  # before every resolver; the REST routes build their bodies from the same generated schemas.
  # Page URLs are http(s) only: recorded, never fetched, and other schemes (javascript:, file:) mean nothing here.
  input WebClipInput {
    url: String @constraint(maxLength: 8192, format: "httpUrl")
    title: String @constraint(maxLength: 4000)
    selection: String @constraint(maxLength: 1000000)
    html: String @constraint(maxLength: 1000000)
    app: String @constraint(maxLength: 200)
  }

  type Query {
    recentClips(
      limit: Int! = 20
      app: String
      tag: String
      pinsOnly: Boolean
      since: String
      until: String
    ): ClipList!
    searchClips(q: String!, limit: Int! = 20, app: String, tag: String): ClipList!
    semanticSearch(q: String!, limit: Int! = 20): ClipList!
    clip(id: Int!): Clip!
    context(limit: Int! = 20, app: String, tag: String, hours: Float! = 24, pinsOnly: Boolean): ContextBundle!
    recap(minutes: Int! = 60): Recap!
    topics(limit: Int! = 10, perGroup: Int! = 5, sinceHours: Float): [TopicGroup!]!
    tags: [NameCount!]!
    status: ClipboardStatus!
    "Every clip with its tags and notes, in the form federateImport reads."
    federateExport: JSONObject!
  }

  type Mutation {
    setPinned(id: Int! @constraint(min: 1), pinned: Boolean!): PinResult!
    "Stores a browser selection (or the text of its HTML) through the capture rules."
    dropClip(input: WebClipInput!): WebClipResult!
    "Stores {url, title, selection} as a clip; the URL is never fetched."
    ingestUrl(
      url: String! @constraint(maxLength: 8192, format: "httpUrl")
      title: String @constraint(maxLength: 4000)
      selection: String @constraint(maxLength: 1000000)
    ): WebClipResult!
    "Merges a peer export by content hash; importing the same export twice adds nothing."
    federateImport(payload: JSONObject!): ImportCounts!
  }
`;
