import { z } from 'zod';
import { ExportProfilePdfDocument, ImportJsonResumeDocument, ProfileCredentialDocument, ProfileJsonLdDocument, ProfileJsonResumeDocument, VerifyCredentialDocument } from '@platform/sdk';
import { MutationImportJsonResumeArgsSchema, QueryMaskArgsSchema } from '@platform/subgraph-profiles/validation';
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
    summary: "The resume as a PDF rendered by the platform's Chromium, styled by the mask when maskId is given",
    description: 'Summary, skills and projects on the first page, the career from the second. Unknown maskId: 404.',
    tag,
    auth: 'user',
    params: profileParams,
    query: z.object({ maskId: QueryMaskArgsSchema().shape.id.optional() }),
    operation: ExportProfilePdfDocument,
    variables: ({ params, query }) => ({ id: params.id, maskId: query.maskId ?? null }),
    file: { contentType: 'application/pdf' },
    respond: ({ exportProfilePdf: pdf }): FileReply => ({ folder: RESUME_EXPORTS, path: [pdf.profileId, pdf.fileName], filename: `resume-${pdf.fileName}` }),
    response: z.string().meta({ id: 'PdfFile', format: 'binary' }),
    errors: [403, 404, 503],
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
