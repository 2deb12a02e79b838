import type { ProfilesDomain } from '../domain.js';
import type { PdfExportService } from '../services/pdf-export.service.js';
import type { Resolvers } from './__generated__/resolvers-types.js';
import { resumeCaller } from './resume-caller.js';

/** JSON-LD, the verifiable credential (and its check), JSON Resume export and import. */
export function exportResolvers({ services, limits }: ProfilesDomain, pdf: PdfExportService): Resolvers {
  const { exports } = services;
  return {
    Query: {
      profileJsonLd: (_, { id }, context) => exports.jsonLd(resumeCaller(context), id),
      profileCredential: (_, { id }, context) => exports.credential(resumeCaller(context), id),
      profileJsonResume: (_, { id }, context) =>
        exports.jsonResume(resumeCaller(context), id) as Promise<Record<string, unknown>>,
      verifyCredential: async (_, { credential }, context) => {
        resumeCaller(context);
        return exports.verify(credential);
      },
    },
    Mutation: {
      importJsonResume: (_, { slug, resume }, context) =>
        exports.importJsonResume(resumeCaller(context), slug, resume),
      // A read (profiles:read): it renders what the caller may already read, into a file only the export route serves.
      // Each render holds a Chromium page: a user has at most PDF_EXPORTS_IN_FLIGHT at once.
      exportProfilePdf: (_, { id, maskId }, context) => {
        const subject = resumeCaller(context);
        return limits.pdfExports.run(subject, () => pdf.render(subject, id, maskId));
      },
    },
  };
}
