import { greatCircleDistance } from 'h3-js';
import type { TrailPoint } from './location-report.js';

export const distanceMeters = (a: Pick<TrailPoint, 'lat' | 'lng'>, b: Pick<TrailPoint, 'lat' | 'lng'>): number =>
  greatCircleDistance([a.lat, a.lng], [b.lat, b.lng], 'm');

/**
 * Distance that certainly separates two fixes: the great-circle distance less both accuracy radii
 * (the true positions may be that much closer). GPS jitter of a player standing still therefore
 * never reads as movement, and a poor fix never convicts anyone of speeding.
 */
export const certainDistanceMeters = (a: TrailPoint, b: TrailPoint): number => Math.max(0, distanceMeters(a, b) - a.accuracy - b.accuracy);

/** km/h between two fixes by their device timestamps; Infinity when they share a timestamp but not a place. */
export function certainSpeedKmh(from: TrailPoint, to: TrailPoint): number {
  const meters = certainDistanceMeters(from, to);
  const seconds = (to.at - from.at) / 1000;
  if (seconds <= 0) return meters > 0 ? Infinity : 0;
  return (meters / seconds) * 3.6;
}
