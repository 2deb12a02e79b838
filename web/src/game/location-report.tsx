import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../__generated__/index.js';
import { ErrorNotice, Success } from '../ui/status.js';

const ValidateLocation = graphql(`
  mutation ReportLocation($input: LocationReportInput!) {
    validateLocation(input: $input) {
      resultCode
      gameplayCell
      districtId
      lockedUntil
    }
  }
`);

/** One play session per page load: the audit log groups a player's fixes by it. */
const SESSION_ID = crypto.randomUUID();

const REFUSALS: Record<string, string> = {
  blocked_exclusion_zone: 'This place is in an exclusion zone (a school, a hospital…): play is off here.',
  blocked_speed_lockout:
    'You moved faster than a person walks or rides: wait a little before reporting again.',
  blocked_spoof_detected: 'The position looked unreliable (accuracy or a mock location). Try again outdoors.',
  blocked_rate_limit: 'Too many reports in a short time: wait a minute.',
  blocked_strike_lockout: 'Reports are paused for your account for a while.',
  blocked_zone_data_unavailable: 'The game cannot check this place right now.',
  error: 'The position could not be checked.',
};

const position = () =>
  new Promise<GeolocationPosition>((resolve, reject) =>
    navigator.geolocation.getCurrentPosition(resolve, reject, { enableHighAccuracy: true, timeout: 15_000 }),
  );

/** Asks the browser where the person is (only when they press the button) and reports it to the game. */
export function LocationReport({ onReported }: { onReported: () => void }) {
  const [report, reported] = useMutation(ValidateLocation);
  const [asking, setAsking] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);

  const share = async () => {
    setRefused(null);
    if (!('geolocation' in navigator)) return setRefused('This browser cannot tell where you are.');
    setAsking(true);
    try {
      const fix = await position();
      const answer = await report({
        variables: {
          input: {
            sessionId: SESSION_ID,
            latitude: fix.coords.latitude,
            longitude: fix.coords.longitude,
            accuracy: fix.coords.accuracy,
            timestamp: new Date(fix.timestamp).toISOString(),
            platform: 'web',
          },
        },
      });
      if (answer.data?.validateLocation.resultCode === 'valid') onReported();
    } catch (error) {
      if (error instanceof GeolocationPositionError)
        setRefused(
          error.code === error.PERMISSION_DENIED
            ? 'Location is not allowed for this site. Allow it in the browser to play where you are.'
            : 'Your position could not be found. Try again.',
        );
    } finally {
      setAsking(false);
    }
  };

  const code = reported.data?.validateLocation.resultCode;
  return (
    <section aria-labelledby="location-heading" className="location-report">
      <h2 id="location-heading">Where you are</h2>
      <p className="hint">The game uses your position only when you press the button.</p>
      <button
        type="button"
        className="primary"
        onClick={() => void share()}
        disabled={asking || reported.loading}
      >
        {asking || reported.loading ? 'Finding you…' : 'Report my location'}
      </button>
      {refused && (
        <div className="notice error" role="alert">
          <p>{refused}</p>
        </div>
      )}
      {reported.error && <ErrorNotice error={reported.error} />}
      {code === 'valid' && (
        <Success>Location reported: you are in cell {reported.data?.validateLocation.gameplayCell}.</Success>
      )}
      {code && code !== 'valid' && (
        <div className="notice error" role="alert">
          <p>{REFUSALS[code] ?? code}</p>
        </div>
      )}
    </section>
  );
}
