import { defineEntity, p } from '@mikro-orm/core';

const DeviceSchema = defineEntity({
  name: 'Device',
  tableName: 'devices',
  schema: 'accounts',
  properties: {
    id: p.integer().primary(),
    // Indexed by the (userId, deviceId) unique constraint, whose first column it is.
    userId: p.integer(),
    deviceId: p.string().length(200),
    label: p.string().length(200).nullable(),
    // 1, 2, 3… per user. Unique per user, so two concurrent registrations cannot both take the
    // last free slot of a Free account (no transactions on embedded PGlite).
    ordinal: p.integer(),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastSeenAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [
    { properties: ['userId', 'deviceId'], name: 'devices_user_device_unique' },
    { properties: ['userId', 'ordinal'], name: 'devices_user_ordinal_unique' },
  ],
});

export class Device extends DeviceSchema.class {}
DeviceSchema.setClass(Device);
export { DeviceSchema };
