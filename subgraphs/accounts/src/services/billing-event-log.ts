import type { DomainOrm } from '@platform/db';

/**
 * Billing provider events already applied, by (provider, event id): what makes a redelivered or
 * replayed webhook change nothing the second time.
 */
export interface BillingEventLog {
  /** Takes the event for this delivery; false when it was taken before (a duplicate). */
  claim(provider: string, eventId: string): Promise<boolean>;
  /** Gives a claimed event back when applying it failed, so the provider's retry can apply it. */
  release(provider: string, eventId: string): Promise<void>;
}

/** The log in accounts.processed_webhook_events; its unique key settles concurrent deliveries too. */
export class StoredBillingEventLog implements BillingEventLog {
  constructor(private readonly orm: DomainOrm) {}

  async claim(provider: string, eventId: string): Promise<boolean> {
    const rows: unknown[] = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into "accounts"."processed_webhook_events" ("provider", "event_id", "processed_at") values (?, ?, now())
       on conflict ("provider", "event_id") do nothing returning "id"`,
        [provider, eventId],
      );
    return rows.length === 1;
  }

  async release(provider: string, eventId: string): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(`delete from "accounts"."processed_webhook_events" where "provider" = ? and "event_id" = ?`, [
        provider,
        eventId,
      ]);
  }
}
