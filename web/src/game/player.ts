import * as z from 'zod/mini';
import { useSession } from '../auth/session-context.js';

const claims = z.object({ sub: z.string() });

/** The signed-in person's player id: the ID token's subject, which every realm token carries too. */
export function usePlayerId(): string | null {
  const session = useSession();
  if (!session) return null;
  const payload = session.idToken.split('.')[1] ?? '';
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = claims.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.sub : null;
  } catch {
    return null;
  }
}
