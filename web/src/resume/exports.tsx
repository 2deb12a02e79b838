import { useId, useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Loading, Success } from '../ui/status.js';
import { CredentialCheck } from './credential-check.js';
import { useRealmAccess } from '../realm/realm-access.js';
import { download, downloadFrom } from './download.js';
import type { ChosenMask } from './masks.js';

const ResumeJsonLd = graphql(`
  query ResumeJsonLd($id: ID!) {
    profileJsonLd(id: $id)
  }
`);

const RenderResumePdf = graphql(`
  mutation RenderResumePdf($id: ID!, $maskId: ID) {
    exportProfilePdf(id: $id, maskId: $maskId) {
      profileId
      fileName
      pages
    }
  }
`);

/** The PDF file from the resume API (GET /profiles/{id}/export/pdf), through the mask, on the realm's token. */
function PdfDownload({ profileId, mask }: { profileId: string; mask: ChosenMask | null }) {
  const { token, config } = useRealmAccess();
  const [state, setState] = useState<{ loading?: boolean; saved?: string; error?: unknown }>({});
  const base = config.resumeApiUrl;

  const fetchPdf = async () => {
    setState({ loading: true });
    try {
      const bearer = await token();
      if (!bearer) throw new Error('Sign in again to download the PDF.');
      const query = mask ? `?maskId=${encodeURIComponent(mask.id)}` : '';
      const url = `${base}/profiles/${encodeURIComponent(profileId)}/export/pdf${query}`;
      setState({ saved: await downloadFrom(url, bearer, `resume-${profileId}.pdf`) });
    } catch (error) {
      setState({ error });
    }
  };

  // A platform older than the download does not say where its resume API listens.
  if (!base)
    return (
      <p>This platform does not say where its resume API listens, so the PDF cannot be downloaded here.</p>
    );
  return (
    <>
      <div className="form-actions">
        <button type="button" disabled={state.loading} onClick={() => void fetchPdf()}>
          Download PDF
        </button>
      </div>
      {state.loading && <Loading label="Downloading the PDF…" />}
      {state.error !== undefined && <ErrorNotice error={state.error} onRetry={() => void fetchPdf()} />}
      {state.saved && <Success>Saved {state.saved}.</Success>}
    </>
  );
}

/** The profile as schema.org JSON-LD (shown and downloaded), a rendered PDF, and a verifiable credential. */
export function Exports({ profileId, mask }: { profileId: string; mask: ChosenMask | null }) {
  const fieldId = useId();
  const [showJson, setShowJson] = useState(false);
  const [loadJsonLd, jsonLd] = useLazyQuery(ResumeJsonLd, { fetchPolicy: 'network-only' });
  const [renderPdf, pdf] = useMutation(RenderResumePdf);
  const json = jsonLd.data ? JSON.stringify(jsonLd.data.profileJsonLd, null, 2) : null;

  const view = () => {
    setShowJson(true);
    void loadJsonLd({ variables: { id: profileId } }).catch(() => null);
  };
  const save = async () => {
    const result = await loadJsonLd({ variables: { id: profileId } }).catch(() => null);
    if (result?.data)
      download(
        `profile-${profileId}.jsonld`,
        'application/ld+json',
        JSON.stringify(result.data.profileJsonLd, null, 2),
      );
  };

  return (
    <section className="card-box" aria-labelledby={`${fieldId}-heading`}>
      <h2 id={`${fieldId}-heading`}>Exports</h2>
      <h3>JSON-LD (schema.org Person)</h3>
      <div className="form-actions">
        <button type="button" onClick={view}>
          View JSON-LD
        </button>
        <button type="button" onClick={() => void save()}>
          Download JSON-LD
        </button>
      </div>
      {jsonLd.loading && <Loading label="Reading the JSON-LD…" />}
      {jsonLd.error && <ErrorNotice error={jsonLd.error} onRetry={view} />}
      {showJson && json && (
        <pre className="json" tabIndex={0} aria-label="JSON-LD of the profile">
          {json}
        </pre>
      )}
      <h3>PDF</h3>
      <button
        type="button"
        disabled={pdf.loading}
        onClick={() => void renderPdf({ variables: { id: profileId, maskId: mask?.id } }).catch(() => null)}
      >
        {pdf.loading ? 'Rendering…' : 'Render PDF'}
      </button>
      {pdf.error && <ErrorNotice error={pdf.error} />}
      {pdf.data && (
        <Success>
          Rendered {pdf.data.exportProfilePdf.fileName}:{' '}
          {pdf.data.exportProfilePdf.pages === 1 ? '1 page' : `${pdf.data.exportProfilePdf.pages} pages`}
          {mask ? `, styled by the ${mask.label} mask` : ', in the default style'}.
        </Success>
      )}
      <PdfDownload profileId={profileId} mask={mask} />
      <CredentialCheck profileId={profileId} />
    </section>
  );
}
