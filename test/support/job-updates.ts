import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * Follows one job over the `jobUpdated` subscription until it reports `status`; returns the
 * statuses seen. A job that reached it before the subscription was registered sends no event, so
 * its state is also looked up, once the socket is acknowledged and then every LOOK_UP_EVERY_MS
 * until the status is seen: graphql-ws acknowledges no `subscribe`, and on a loaded machine one
 * look-up at a fixed delay could run before the subscription was in place and the job finish
 * between the two, leaving nothing to report it.
 */
const LOOK_UP_EVERY_MS = 500;

export async function followJob(
  ws: string,
  graphql: string,
  token: string,
  jobId: string,
  status: string,
  timeoutMs = 15_000,
): Promise<string[]> {
  const client = createClient({
    url: ws,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  const seen: string[] = [];
  let lookup: NodeJS.Timeout | undefined;
  let settled = false;
  try {
    return await new Promise<string[]>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`job ${jobId} did not reach ${status}; saw ${seen.join(',') || 'nothing'}`)),
        timeoutMs,
      );
      const done = () => {
        clearTimeout(timer);
        resolve(seen);
      };
      client.subscribe<{ jobUpdated: { id: string; status: string } }>(
        { query: 'subscription($id: ID!) { jobUpdated(id: $id) { id status } }', variables: { id: jobId } },
        {
          next: ({ data }) => {
            if (data?.jobUpdated.id !== jobId)
              return reject(new Error(`event of another job: ${JSON.stringify(data)}`));
            seen.push(data.jobUpdated.status);
            if (data.jobUpdated.status === status) done();
          },
          error: reject,
          complete: () => undefined,
        },
      );
      // Stopped once the promise settles: a look-up still pending after the test (the platform may be
      // stopped by then) would fail as an unhandled ECONNREFUSED attributed to whatever test runs next.
      const lookUp = async () => {
        const response = await fetch(graphql, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: 'query($id: ID!) { job(id: $id) { status } }',
            variables: { id: jobId },
          }),
        });
        const body = (await response.json()) as { data?: { job?: { status: string } } };
        if (settled) return;
        if (body.data?.job?.status === status && !seen.includes(status)) {
          seen.push(`${status} (already)`);
          done();
        } else lookup = setTimeout(lookUpAgain, LOOK_UP_EVERY_MS);
      };
      const lookUpAgain = () => void lookUp().catch(reject);
      client.on('connected', lookUpAgain);
    });
  } finally {
    settled = true;
    clearTimeout(lookup);
    await client.dispose();
  }
}
