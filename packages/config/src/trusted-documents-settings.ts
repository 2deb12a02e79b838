import { z } from 'zod';

/**
 * Who must send a listed document (schema/persisted-documents.json) on /graphql:
 *  - off: nobody; a listed document's id still stands for its text;
 *  - allow-listed-clients: the first-party clients of TRUSTED_DOCUMENTS_CLIENTS; Explorer and
 *    third-party clients send any document, within the GRAPHQL_MAX_* limits;
 *  - enforce: every HTTP client.
 */
export const TRUSTED_DOCUMENTS_MODES = ['off', 'allow-listed-clients', 'enforce'] as const;
export type TrustedDocumentsMode = (typeof TRUSTED_DOCUMENTS_MODES)[number];

/** `web` or `web@2.3.0`: a client name, with the one version it must send when pinned. */
const clientEntry = z
  .string()
  .trim()
  .regex(/^[\w.-]+(@[\w.+-]+)?$/, 'each entry is a client name, optionally @version (web, web@2.3.0)');

export const trustedDocumentsSettingsShape = {
  TRUSTED_DOCUMENTS: z.enum(TRUSTED_DOCUMENTS_MODES).default('off'),
  /** First-party clients by their apollographql-client-name (and -version) headers. */
  TRUSTED_DOCUMENTS_CLIENTS: z
    .string()
    .default('web')
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .pipe(z.array(clientEntry)),
};

interface TrustedDocumentsInputs {
  TRUSTED_DOCUMENTS: TrustedDocumentsMode;
  TRUSTED_DOCUMENTS_CLIENTS: string[];
}

/** Settings that cannot work together: the process refuses to start with them. */
export function trustedDocumentsSettingProblems(config: TrustedDocumentsInputs): string[] {
  return config.TRUSTED_DOCUMENTS === 'allow-listed-clients' && !config.TRUSTED_DOCUMENTS_CLIENTS.length
    ? [
        'TRUSTED_DOCUMENTS=allow-listed-clients needs TRUSTED_DOCUMENTS_CLIENTS (the first-party client names)',
      ]
    : [];
}
