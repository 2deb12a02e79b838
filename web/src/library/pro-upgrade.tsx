import { useState } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice } from '../ui/status.js';

const StartProCheckout = graphql(`
  mutation StartProCheckout {
    createCheckoutSession {
      alreadyPro
      url
    }
  }
`);

/** The graph's answer when the platform has no payment provider set up (no Stripe key or price). */
const notConfigured = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');

/**
 * Upgrade to Pro through the payment provider's checkout page. Where the platform takes no
 * payments the button gives way to a plain "not available" note instead of an error.
 */
export function ProUpgrade({ price, onAlreadyPro }: { price: string | undefined; onAlreadyPro: () => void }) {
  const [start, { loading }] = useMutation(StartProCheckout);
  const [unavailable, setUnavailable] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const upgrade = async () => {
    setError(null);
    try {
      const { data } = await start();
      const session = data?.createCheckoutSession;
      if (session?.url) window.location.assign(session.url);
      else if (session?.alreadyPro) onAlreadyPro();
    } catch (failure) {
      if (notConfigured(failure)) setUnavailable(true);
      else setError(failure);
    }
  };

  if (unavailable)
    return (
      <div className="notice info" role="status">
        <p>Upgrading to Pro is not available on this platform yet: it takes no payments.</p>
      </div>
    );
  return (
    <div className="upgrade">
      <button type="button" onClick={() => void upgrade()} disabled={loading}>
        {loading ? 'Opening checkout…' : `Upgrade to Pro${price ? ` (${price})` : ''}`}
      </button>
      {error ? <ErrorNotice error={error} onRetry={() => void upgrade()} /> : null}
    </div>
  );
}
