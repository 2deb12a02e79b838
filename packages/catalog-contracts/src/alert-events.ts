/**
 * The collection's price alerts, as published on the platform bus when one fires. The cards API
 * sends it to the owner's /ws/prices sockets (`alert.triggered`, whatever symbols they watch); the
 * `priceAlerts` GraphQL subscription streams it to its owner; an alert with a webhook also gets it
 * POSTed, signed.
 */
export const ALERT_TRIGGERED_TOPIC = 'cards.alert-triggered';

/** The cards API's `alert.triggered` message (the webhook's body too, without owner_id). */
export interface AlertTriggered {
  alert_id: string;
  owner_id: string;
  card_id: string;
  ticker: string;
  kind: 'above' | 'below' | 'move';
  /** above / below: the threshold; null for move. */
  threshold: number | null;
  /** move: the percentage asked for; null otherwise. */
  percent: number | null;
  /** The market price that fired it. */
  price: number;
  /** move: the price it was measured from, and the move in percent. */
  reference_price: number | null;
  change_percentage: number | null;
  /** ISO 8601 UTC. */
  triggered_at: string;
}
