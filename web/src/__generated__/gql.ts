/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n": typeof types.AccountDetailsDocument,
    "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n": typeof types.UpdateHandleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n": typeof types.RegisterAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.CreateTabDocument,
    "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.CreateBookmarkDocument,
    "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.UpdateTabDocument,
    "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.UpdateBookmarkDocument,
    "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n": typeof types.LibraryItemEnrichedDocument,
    "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n": typeof types.ArchiveTabDocument,
    "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n": typeof types.ArchiveBookmarkDocument,
    "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteTabDocument,
    "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n": typeof types.DeleteBookmarkDocument,
    "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n": typeof types.SavedItemCardFragmentDoc,
    "\n  query LibraryTabs($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    tabs(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.LibraryTabsDocument,
    "\n  query LibraryBookmarks($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    bookmarks(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n": typeof types.LibraryBookmarksDocument,
    "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n": typeof types.LibraryOwnerDocument,
    "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      id\n      type\n      url\n      title\n      summary\n      category\n    }\n  }\n": typeof types.SearchLibraryDocument,
};
const documents: Documents = {
    "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n": types.AccountDetailsDocument,
    "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n": types.UpdateHandleDocument,
    "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n": types.RegisterAccountDocument,
    "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.CreateTabDocument,
    "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.CreateBookmarkDocument,
    "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.UpdateTabDocument,
    "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.UpdateBookmarkDocument,
    "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n": types.LibraryItemEnrichedDocument,
    "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n": types.ArchiveTabDocument,
    "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n": types.ArchiveBookmarkDocument,
    "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n": types.DeleteTabDocument,
    "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n": types.DeleteBookmarkDocument,
    "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n": types.SavedItemCardFragmentDoc,
    "\n  query LibraryTabs($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    tabs(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.LibraryTabsDocument,
    "\n  query LibraryBookmarks($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    bookmarks(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n": types.LibraryBookmarksDocument,
    "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n": types.LibraryOwnerDocument,
    "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      id\n      type\n      url\n      title\n      summary\n      category\n    }\n  }\n": types.SearchLibraryDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountDetails {\n    me {\n      id\n      username\n      email\n      emailVerified\n      account {\n        id\n        handle\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHandle($input: UpdateAccountProfileInput!) {\n    updateAccountProfile(input: $input) {\n      id\n      handle\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {\n    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String!) {\n    requestPasswordReset(email: $email) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($token: String!, $newPassword: String!) {\n    resetPassword(token: $token, newPassword: $newPassword) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAccount($username: String!, $email: String!, $password: String!) {\n    register(username: $username, email: $email, password: $password) {\n      message\n      userId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($token: String!) {\n    verifyEmail(token: $token) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTab($input: CreateTabInput!) {\n    createTab(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookmark($input: CreateBookmarkInput!) {\n    createBookmark(input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTab($id: Int!, $input: UpdateTabInput!) {\n    updateTab(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookmark($id: Int!, $input: UpdateBookmarkInput!) {\n    updateBookmark(id: $id, input: $input) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n"): (typeof documents)["\n  subscription LibraryItemEnriched {\n    itemEnriched {\n      itemId\n      itemType\n      summary\n      category\n      tags\n      entities\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveTab($id: Int!) {\n    archiveTab(id: $id) {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveBookmark($id: Int!) {\n    archiveBookmark(id: $id) {\n      jobId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTab($id: Int!) {\n    deleteTab(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteBookmark($id: Int!) {\n    deleteBookmark(id: $id) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n"): (typeof documents)["\n  fragment SavedItemCard on SavedItem {\n    __typename\n    id\n    url\n    title\n    summary\n    category\n    tags\n    isArchived\n    createdAt\n    ... on Bookmark {\n      folder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryTabs($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    tabs(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  query LibraryTabs($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    tabs(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryBookmarks($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    bookmarks(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n"): (typeof documents)["\n  query LibraryBookmarks($limit: Int!, $offset: Int!, $archived: Boolean!) {\n    bookmarks(limit: $limit, offset: $offset, archived: $archived) {\n      id\n      ...SavedItemCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n"): (typeof documents)["\n  query LibraryOwner {\n    me {\n      id\n      planTier\n      libraryUsage {\n        tabs\n        bookmarks\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      id\n      type\n      url\n      title\n      summary\n      category\n    }\n  }\n"): (typeof documents)["\n  query SearchLibrary($query: String!, $limit: Int!) {\n    searchText(query: $query, type: BOTH, limit: $limit) {\n      id\n      type\n      url\n      title\n      summary\n      category\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;