import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { Empty, ErrorNotice, Loading } from '../ui/status.js';

const CrewFields = graphql(`
  query MyCrew {
    myCrew {
      id
      name
      tag
      color
      active
      members {
        playerId
        role
        account {
          id
          handle
        }
      }
    }
  }
`);

const Recruiting = graphql(`
  query RecruitingCrews($cell: String!) {
    recruitingCrews(cell: $cell) {
      distanceCells
      openSlots
      crew {
        id
        name
        tag
      }
    }
  }
`);

const CreateCrew = graphql(`
  mutation CreateCrew($input: CrewInput!) {
    createCrew(input: $input) {
      id
    }
  }
`);
const JoinCrew = graphql(`
  mutation JoinCrew($crewId: ID!) {
    joinCrew(crewId: $crewId) {
      id
    }
  }
`);
const LeaveCrew = graphql(`
  mutation LeaveCrew {
    leaveCrew {
      __typename
    }
  }
`);

const MEMBERS_SHOWN = 20;

/** The person's crew and its members, or the crews recruiting where they stand and a form to start one. */
export function Crews({ cell }: { cell: string | null }) {
  const mine = useQuery(CrewFields);
  const recruiting = useQuery(Recruiting, {
    variables: { cell: cell ?? '' },
    skip: !cell || !!mine.data?.myCrew,
  });
  const refetchQueries = ['MyCrew', 'RecruitingCrews'];
  const [create, created] = useMutation(CreateCrew, { refetchQueries });
  const [join, joined] = useMutation(JoinCrew, { refetchQueries });
  const [leave, left] = useMutation(LeaveCrew, { refetchQueries });
  const [form, setForm] = useState({ name: '', tag: '', color: '#2f7d4f' });
  const [allMembers, setAllMembers] = useState(false);
  const crew = mine.data?.myCrew;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void create({ variables: { input: form } }).catch(() => undefined);
  };

  return (
    <section aria-labelledby="crews-heading">
      <h2 id="crews-heading">Crew</h2>
      {mine.loading && !mine.data && <Loading label="Looking for your crew…" />}
      {mine.error && !mine.data && <ErrorNotice error={mine.error} onRetry={() => void mine.refetch()} />}
      {crew && (
        <>
          <p>
            <span className="crew-swatch" style={{ background: crew.color }} aria-hidden="true" />{' '}
            <strong>{crew.name}</strong> [{crew.tag}] · {crew.members.length} members ·{' '}
            {crew.active ? 'active: controls cells' : 'needs 6 members to control cells'}
          </p>
          <ul className="members" aria-label="Members">
            {crew.members.slice(0, allMembers ? undefined : MEMBERS_SHOWN).map((m) => (
              <li key={m.playerId}>
                {m.account ? `@${m.account.handle}` : 'A player without a handle'} · {m.role}
              </li>
            ))}
          </ul>
          {crew.members.length > MEMBERS_SHOWN && !allMembers && (
            <button type="button" className="more" onClick={() => setAllMembers(true)}>
              Show all {crew.members.length} members
            </button>
          )}
          <button type="button" onClick={() => void leave().catch(() => undefined)} disabled={left.loading}>
            Leave the crew
          </button>
        </>
      )}
      {mine.data && !crew && (
        <>
          {recruiting.data && recruiting.data.recruitingCrews.length === 0 && (
            <Empty title="No crew is recruiting where you are.">
              <p>Start one below, or report your location near a crew's outpost.</p>
            </Empty>
          )}
          {!cell && <p className="hint">Report your location to see the crews recruiting near you.</p>}
          {recruiting.data && recruiting.data.recruitingCrews.length > 0 && (
            <ul className="members" aria-label="Crews recruiting here">
              {recruiting.data.recruitingCrews.map((r) => (
                <li key={r.crew.id}>
                  {r.crew.name} [{r.crew.tag}] · {r.openSlots} places · {r.distanceCells} cells away{' '}
                  <button
                    type="button"
                    onClick={() => void join({ variables: { crewId: r.crew.id } }).catch(() => undefined)}
                  >
                    Join {r.crew.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} aria-label="Start a crew" className="crew-form">
            <div className="field">
              <label htmlFor="crew-name">Crew name</label>
              <input
                id="crew-name"
                required
                minLength={3}
                maxLength={40}
                value={form.name}
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="crew-tag">Tag (3 to 5 letters or digits)</label>
              <input
                id="crew-tag"
                required
                pattern="[A-Za-z0-9]{3,5}"
                value={form.tag}
                onChange={(e) => setForm({ ...form, tag: e.target.value })}
              />
            </div>
            <div className="field">
              <label htmlFor="crew-color">Colour</label>
              <input
                id="crew-color"
                type="color"
                value={form.color}
                onChange={(e) => setForm({ ...form, color: e.target.value })}
              />
            </div>
            <button type="submit" disabled={created.loading}>
              Start a crew
            </button>
          </form>
        </>
      )}
      {[created.error, joined.error, left.error, recruiting.error].map((error, i) =>
        error ? <ErrorNotice key={i} error={error} /> : null,
      )}
    </section>
  );
}
