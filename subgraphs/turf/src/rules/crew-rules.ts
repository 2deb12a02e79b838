import { z } from 'zod';

export const CREW_ROLES = ['leader', 'officer', 'member'] as const;
export type CrewRole = (typeof CREW_ROLES)[number];

/** A crew has 6 to 30 players; below 6 it exists but is not active. */
export const CREW_SIZE = { active: 6, max: 30 } as const;

export const crewInputSchema = z.object({
  name: z.string().trim().min(3).max(40),
  tag: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,5}$/, 'tag must be 3 to 5 letters or digits')
    .transform((tag) => tag.toUpperCase()),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'color must be a hex colour such as #1e90ff')
    .transform((color) => color.toLowerCase()),
});
export type CrewInput = z.input<typeof crewInputSchema>;

export const isActiveCrew = (members: number) => members >= CREW_SIZE.active && members <= CREW_SIZE.max;
