import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { BadInput, Conflict, Forbidden, NotFound } from '@platform/errors';
import { Crew } from '../entities/crew.entity.js';
import { CrewMember } from '../entities/crew-member.entity.js';
import {
  CREW_SIZE,
  crewInputSchema,
  isActiveCrew,
  type CrewInput,
  type CrewRole,
} from '../rules/crew-rules.js';
import type { TurfContext } from './turf-context.js';

export interface CrewView {
  id: string;
  name: string;
  tag: string;
  color: string;
  members: Array<{ playerId: string; role: CrewRole; joinedAt: Date }>;
  /** 6 to 30 members: only an active crew can control cells. */
  active: boolean;
}

/** Crews: create (the creator leads), join, leave (leadership passes on; the last one out disbands), roles. */
export class CrewService {
  constructor(private readonly context: TurfContext) {}

  async create(playerId: string, input: CrewInput): Promise<CrewView> {
    const parsed = crewInputSchema.safeParse(input);
    if (!parsed.success) throw new BadInput(parsed.error.issues.map((issue) => issue.message).join('; '));
    const em = this.context.orm.em.fork();
    if (await em.findOne(CrewMember, { playerId }))
      throw new Conflict('Leave your crew before founding another');
    const now = this.context.now();
    const crew = em.create(Crew, { id: randomUUID(), ...parsed.data, createdAt: now });
    em.create(CrewMember, { playerId, crew, role: 'leader', joinedAt: now });
    try {
      await em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new Conflict('A crew with this name or tag exists');
      throw error;
    }
    return this.view(crew.id);
  }

  async join(playerId: string, crewId: string): Promise<CrewView> {
    const em = this.context.orm.em.fork();
    const crew = await em.findOne(Crew, { id: crewId });
    if (!crew) throw new NotFound('Crew');
    if (await em.findOne(CrewMember, { playerId }))
      throw new Conflict('Leave your crew before joining another');
    if ((await em.count(CrewMember, { crew: crewId })) >= CREW_SIZE.max)
      throw new Conflict(`This crew is full (${CREW_SIZE.max} players)`);
    em.create(CrewMember, { playerId, crew, role: 'member', joinedAt: this.context.now() });
    await em.flush();
    return this.view(crewId);
  }

  /** Leaves the crew; a leader hands over to the longest-serving officer, else member; nobody left disbands it. */
  async leave(playerId: string): Promise<{ disbanded: boolean }> {
    const em = this.context.orm.em.fork();
    const membership = await em.findOne(CrewMember, { playerId });
    if (!membership) throw new NotFound('Crew membership');
    const crewId = membership.crew.id;
    await em.nativeDelete(CrewMember, { playerId });
    const rest = await em.find(CrewMember, { crew: crewId }, { orderBy: { joinedAt: 'asc' } });
    if (rest.length === 0) {
      await em.nativeDelete(Crew, { id: crewId });
      return { disbanded: true };
    }
    if (membership.role === 'leader') {
      const heir = rest.find((member) => member.role === 'officer') ?? rest[0];
      await em.nativeUpdate(CrewMember, { playerId: heir.playerId }, { role: 'leader' });
    }
    return { disbanded: false };
  }

  /** The leader names officers and members, or hands over the lead (and becomes an officer). */
  async setRole(actorId: string, playerId: string, role: CrewRole): Promise<CrewView> {
    const em = this.context.orm.em.fork();
    const actor = await em.findOne(CrewMember, { playerId: actorId });
    if (!actor || actor.role !== 'leader') throw new Forbidden('Only the crew leader changes roles');
    const target = await em.findOne(CrewMember, { playerId, crew: actor.crew.id });
    if (!target) throw new NotFound('Crew member');
    if (role === 'leader') await em.nativeUpdate(CrewMember, { playerId: actorId }, { role: 'officer' });
    await em.nativeUpdate(CrewMember, { playerId }, { role });
    return this.view(actor.crew.id);
  }

  async crewOf(playerId: string): Promise<string | null> {
    const membership = await this.context.orm.em.fork().findOne(CrewMember, { playerId });
    return membership?.crew.id ?? null;
  }

  async memberCounts(crewIds: string[]): Promise<Map<string, number>> {
    if (!crewIds.length) return new Map();
    const rows: Array<{ crew_id: string; n: number }> = await this.context.orm.em
      .getConnection()
      .execute(
        `select crew_id, count(*)::int as n from "turf"."crew_member" where crew_id in (${crewIds.map(() => '?').join(',')}) group by crew_id`,
        crewIds,
      );
    return new Map(rows.map((row) => [row.crew_id, row.n]));
  }

  async view(crewId: string): Promise<CrewView> {
    const em = this.context.orm.em.fork();
    const crew = await em.findOne(Crew, { id: crewId });
    if (!crew) throw new NotFound('Crew');
    const members = await em.find(CrewMember, { crew: crewId }, { orderBy: { joinedAt: 'asc' } });
    return {
      id: crew.id,
      name: crew.name,
      tag: crew.tag,
      color: crew.color,
      members: members.map((member) => ({
        playerId: member.playerId,
        role: member.role,
        joinedAt: member.joinedAt,
      })),
      active: isActiveCrew(members.length),
    };
  }
}
