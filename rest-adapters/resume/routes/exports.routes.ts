import { z } from 'zod';
import {
  ExportProfilePdfDocument,
  ImportJsonResumeDocument,
  ProfileCredentialDocument,
  ProfileJsonLdDocument,
  ProfileJsonResumeDocument,
  VerifyCredentialDocument,
} from '@platform/operations';
import {
  MutationImportJsonResumeArgsSchema,
  QueryMaskArgsSchema,
} from '@platform/subgraph-profiles/validation';
import { route, type FileReply } from '../../core/index.js';
import { profileParams } from '../params.js';
import { profileRecord } from '../records.js';

const tag = 'Export';
const document = z.record(z.string(), z.unknown());

/** The folder (fileFolders of the resume API) the profiles subgraph renders PDFs into. */
export const RESUME_EXPORTS = 'resume-exports';

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
    path: '/profiles/:id/export/pdf',
    summary:
      "The resume as a PDF rendered by the platform's Chromium, styled by the mask when maskId is given",
    description:
      'Summary, skills and projects on the first page, the career from the second. Unknown maskId: 404. ' +
      'A user has at most 2 PDF exports in flight at once: a third is 429 QUOTA_EXCEEDED with details {feature: pdf_export, limit: 2, used: 2}.',
    tag,
    auth: 'user',
    params: profileParams,
    query: z.object({ maskId: QueryMaskArgsSchema().shape.id.optional() }),
    operation: ExportProfilePdfDocument,
    variables: ({ params, query }) => ({ id: params.id, maskId: query.maskId ?? null }),
    file: { contentType: 'application/pdf' },
    respond: ({ exportProfilePdf: pdf }): FileReply => ({
      folder: RESUME_EXPORTS,
      path: [pdf.profileId, pdf.fileName],
      filename: `resume-${pdf.fileName}`,
    }),
    response: z.string().meta({ id: 'PdfFile', format: 'binary' }),
    errors: [403, 404, 503],
  }),
  route({
    method: 'get',
    path: '/profiles/:id/export/vc',
    summary:
      'A W3C Verifiable Credential of the profile, signed (Ed25519, JsonWebSignature2020) by the service did:key',
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
    summary:
      'Whether a credential (the body, as exported) verifies: a trusted issuer, its proof against that did:key, its content',
    description:
      "Valid only when the issuer is one of the service's signing keys (current or VC_PREVIOUS_ISSUERS) or on VC_TRUSTED_ISSUERS, " +
      'and the proof verifies with that did:key over exactly this content. A credential signed by any other did:key is {valid: false, trusted: false}.',
    tag,
    auth: 'user',
    body: document,
    operation: VerifyCredentialDocument,
    variables: ({ body }) => ({ credential: body }),
    respond: ({ verifyCredential: check }) => ({
      valid: check.valid,
      issuer: check.issuer,
      trusted: check.trusted,
      trustedBy: check.trustedBy,
      ...(check.reason ? { reason: check.reason } : {}),
    }),
    response: z
      .object({
        valid: z.boolean(),
        issuer: z.string().nullable().describe('The issuer the credential names'),
        trusted: z.boolean().describe("The issuer is one of the service's keys or on the trust list"),
        trustedBy: z.enum(['service-key', 'trust-list']).nullable(),
        reason: z.string().optional().describe('Why it is not valid'),
      })
      .meta({ id: 'CredentialCheck' }),
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
