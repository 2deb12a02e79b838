import { greatCircleDistance } from 'h3-js';
import type { TrailPoint } from './location-report.js';

export const distanceMeters = (
  a: Pick<TrailPoint, 'lat' | 'lng'>,
  b: Pick<TrailPoint, 'lat' | 'lng'>,
): number => greatCircleDistance([a.lat, a.lng], [b.lat, b.lng], 'm');

/**
 * Distance that certainly separates two fixes: the great-circle distance less both accuracy radii
 * (the true positions may be that much closer), each radius counted up to `discountCapMeters`. GPS
 * jitter of a player standing still therefore never reads as movement, while a client cannot claim
 * a huge radius to make any jump look like standing still.
 */
export const certainDistanceMeters = (a: TrailPoint, b: TrailPoint, discountCapMeters: number): number => {
  const discount = (fix: TrailPoint) => Math.min(Math.max(fix.accuracy, 0), discountCapMeters);
  return Math.max(0, distanceMeters(a, b) - discount(a) - discount(b));
};

/**
 * km/h between two fixes by the server's receipt times (`at`), never the device's timestamps: a
 * client cannot make a jump slow by stamping its fixes far apart. Infinity when they share a
 * receipt time but not a place.
 */
export function certainSpeedKmh(from: TrailPoint, to: TrailPoint, discountCapMeters: number): number {
  const meters = certainDistanceMeters(from, to, discountCapMeters);
  const seconds = (to.at - from.at) / 1000;
  if (seconds <= 0) return meters > 0 ? Infinity : 0;
  return (meters / seconds) * 3.6;
}
