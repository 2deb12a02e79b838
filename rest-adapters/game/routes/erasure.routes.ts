import { route } from '../../core/index.js';
import { EraseMyLocationDataDocument } from '@platform/operations';
import { locationDataErasureRecord } from '../zone-records.js';

export const erasureRoutes = [
  route({
    method: 'delete',
    path: '/api/v1/me/location-data',
    summary: 'Delete your location history and fingerprints',
    description:
      'Deletes every validation of yours in the audit log (all retained months), your last valid position and every ' +
      'fingerprint you submitted. Kept: your strikes and a running lockout; the creatures your fingerprints spawned ' +
      '(unlinked from you), your collection, your turf influence; a fingerprint cooldown still running (up to an hour). ' +
      "Everyone else's audit rows keep the 6-month retention.",
    tag: 'Privacy',
    auth: 'user',
    operation: EraseMyLocationDataDocument,
    respond: ({ eraseMyLocationHistory, eraseMyFingerprints }) => ({
      ...eraseMyLocationHistory,
      fingerprints: eraseMyFingerprints.fingerprints,
    }),
    response: locationDataErasureRecord,
  }),
];
