import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { DomainOrm } from '@platform/db';
import { ServiceUnavailable } from '@platform/errors';
import { Device } from '../entities/device.entity.js';

export interface DeviceCheck {
  /** Devices registered for the account after this check. */
  devices: number;
  /** A Free account presented a device beyond its allowance; it was not registered. */
  blocked: boolean;
}

const REGISTER_ATTEMPTS = 3;

/** The persistent clients of an account (X-Device-Id) and the Free device allowance. */
export class DeviceService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly freeDeviceLimit: number,
  ) {}

  list(userId: number): Promise<Device[]> {
    return this.orm.em.fork().find(Device, { userId }, { orderBy: { ordinal: 'asc' } });
  }

  count(userId: number): Promise<number> {
    return this.orm.em.fork().count(Device, { userId });
  }

  /**
   * A known device is touched; an unknown one is registered unless a Free account is at its limit.
   * Without transactions the slot (ordinal) is what arbitrates: two requests racing for the last
   * free slot pick the same ordinal and the unique constraint lets only one of them in.
   */
  async check(
    userId: number,
    pro: boolean,
    deviceId: string,
    label: string | undefined,
  ): Promise<DeviceCheck> {
    const em = this.orm.em.fork();
    for (let attempt = 0; attempt < REGISTER_ATTEMPTS; attempt++) {
      if (await this.touch(userId, deviceId, label))
        return { devices: await this.count(userId), blocked: false };
      const existing = await em.find(Device, { userId }, { fields: ['ordinal'] });
      if (!pro && existing.length >= this.freeDeviceLimit) return { devices: existing.length, blocked: true };
      const ordinal = Math.max(0, ...existing.map((d) => d.ordinal)) + 1;
      const now = new Date();
      try {
        await em.insert(Device, {
          userId,
          deviceId,
          label: label ?? null,
          ordinal,
          createdAt: now,
          lastSeenAt: now,
        });
        return { devices: existing.length + 1, blocked: false };
      } catch (error) {
        // Someone registered this device or took this slot meanwhile: look again.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    throw new ServiceUnavailable('Device registration is busy, please retry', {
      reason: 'device_registration_contended',
    });
  }

  deleteAll(userId: number): Promise<number> {
    return this.orm.em.fork().nativeDelete(Device, { userId });
  }

  private async touch(userId: number, deviceId: string, label: string | undefined): Promise<boolean> {
    const data = label ? { lastSeenAt: new Date(), label } : { lastSeenAt: new Date() };
    return (await this.orm.em.fork().nativeUpdate(Device, { userId, deviceId }, data)) > 0;
  }
}
