import type { DomainOrm } from '@platform/db';
import { User } from '../entities/user.entity.js';
import { RevokedToken } from '../entities/revoked-token.entity.js';
import { checkDeviceId, normalizeDeviceLabel } from './account-input.js';
import { tierForStatus, toGraphQLTier, type GraphQLPlanTier } from './plan.service.js';
import type { DeviceService } from './device.service.js';

export interface SessionLookup {
  userId: number;
  tokenId: string;
  deviceId?: string | null;
  deviceLabel?: string | null;
}

export interface Session {
  active: boolean;
  userId: number;
  plan: GraphQLPlanTier;
  devices: number;
  deviceBlocked: boolean;
}

/** What the gateway learns about a verified token: still valid?, plan, and the device check. */
export class SessionService {
  constructor(
    private readonly orm: DomainOrm,
    private readonly devices: DeviceService,
  ) {}

  async lookup({ userId, tokenId, deviceId, deviceLabel }: SessionLookup): Promise<Session> {
    // Validated first so a malformed header is reported the same way whatever the token's state.
    const device =
      deviceId == null
        ? undefined
        : { id: checkDeviceId(deviceId), label: normalizeDeviceLabel(deviceLabel) };
    const em = this.orm.em.fork();
    const user = await em.findOne(User, { id: userId }, { fields: ['id', 'subscriptionStatus'] });
    const revoked = user ? await em.count(RevokedToken, { tokenId }) : 0;
    if (!user || revoked > 0)
      return { active: false, userId, plan: 'FREE', devices: 0, deviceBlocked: false };
    const tier = tierForStatus(user.subscriptionStatus);
    const check = device
      ? await this.devices.check(userId, tier === 'pro', device.id, device.label)
      : { devices: await this.devices.count(userId), blocked: false };
    return {
      active: true,
      userId,
      plan: toGraphQLTier(tier),
      devices: check.devices,
      deviceBlocked: check.blocked,
    };
  }
}
