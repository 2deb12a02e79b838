import { z } from 'zod';
import { ImportJsonResumeDocument, ProfileCredentialDocument, ProfileJsonLdDocument, ProfileJsonResumeDocument, VerifyCredentialDocument } from '@platform/sdk';
import { MutationImportJsonResumeArgsSchema } from '@platform/subgraph-profiles/validation';
import { route } from '../../core/index.js';
import { profileParams } from '../params.js';
import { profileRecord } from '../records.js';

const tag = 'Export';
const document = z.record(z.string(), z.unknown());

/** Exports (JSON-LD, verifiable credential, JSON Resume), the credential check and the JSON Resume import. */
export const exportRoutes = [
  route({
    method: 'get',
    path: '/profiles/:id/export/jsonld',
    summary: 'schema.org Person: name, jobTitle, worksFor (current experience), skills and experience',
    tag,
    auth: 'user',
    params: profileParams,
    operation: ProfileJsonLdDocument,
    variables: ({ params }) => params,
    respond: ({ profileJsonLd }) => profileJsonLd,
    response: document.meta({ id: 'JsonLdPerson' }),
    errors: [403, 404],
  }),
  route({
    method: 'get',
    path: '/profiles/:id/export/vc',
    summary: 'A W3C Verifiable Credential of the profile, signed (Ed25519, JsonWebSignature2020) by the service did:key',
    tag,
    auth: 'user',
    params: profileParams,
    operation: ProfileCredentialDocument,
    variables: ({ params }) => params,
    respond: ({ profileCredential }) => profileCredential,
    response: document.meta({ id: 'VerifiableCredential' }),
    errors: [403, 404],
  }),
  route({
    method: 'post',
    path: '/credentials/verify',
    summary: 'Whether a credential (the body, as exported) verifies: its proof against its did:key issuer and its content',
    tag,
    auth: 'user',
    body: document,
    operation: VerifyCredentialDocument,
    variables: ({ body }) => ({ credential: body }),
    respond: ({ verifyCredential }) => ({ valid: verifyCredential.valid, ...(verifyCredential.reason ? { reason: verifyCredential.reason } : {}) }),
    response: z.object({ valid: z.boolean(), reason: z.string().optional() }),
  }),
  route({
    method: 'get',
    path: '/profiles/:id/export/json-resume',
    summary: 'The profile as a JSON Resume document (jsonresume.org schema)',
    tag,
    auth: 'user',
    params: profileParams,
    operation: ProfileJsonResumeDocument,
    variables: ({ params }) => params,
    respond: ({ profileJsonResume }) => profileJsonResume,
    response: document.meta({ id: 'JsonResume' }),
    errors: [403, 404],
  }),
  route({
    method: 'post',
    path: '/profiles/import/json-resume',
    summary: 'A new profile from a JSON Resume document: body {slug, resume}',
    tag,
    auth: 'user',
    body: MutationImportJsonResumeArgsSchema().extend({ resume: document }),
    operation: ImportJsonResumeDocument,
    variables: ({ body }) => body,
    respond: ({ importJsonResume }) => importJsonResume,
    status: 201,
    response: profileRecord,
    errors: [403, 409],
  }),
];
