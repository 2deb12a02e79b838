import type { Job } from '../entities/job.entity.js';
import { atsKeywords, atsMatchScore, skillGap } from '../rules/skill-gap.js';
import { jobTags, normalizeTag, requiredSkills as skillsOfJob } from '../rules/job-tags.js';
import { composeCoverLetter, coverLetterPrompt, wordCount } from '../rules/cover-letter.js';
import { coverLetterTone } from '../rules/cover-letter-tone.js';
import type { HunterContext, HunterProfile } from './hunter-context.js';
import type { JobIndexService } from './job-index.service.js';
import type { QuotaService } from './quota.service.js';

const lower = (words: string[]) => words.map((w) => w.toLowerCase());

/** Everything the profile says, for the ATS keyword match. */
const profileText = ({ profile, experiences, skills }: HunterProfile) =>
  [
    profile.title,
    profile.headline,
    ...skills.map((s) => s.name),
    ...experiences.flatMap((e) => [e.title, ...e.technologies, ...e.tags, ...e.achievements]),
  ]
    .filter(Boolean)
    .join(' \n ');

/** Required skills: the job's list, else the known and the profile's skills its description names. */
const requiredSkills = (job: Job, profile: HunterProfile) =>
  skillsOfJob(
    job,
    profile.skills.map((s) => s.name),
  );

/** The profile's experiences that name any of the job's tags, those naming the most first (ties: the profile's order). */
function experiencesFor(profile: HunterProfile, tags: Set<string>) {
  return profile.experiences
    .map((experience, order) => ({
      experience,
      order,
      hits: new Set(
        [...experience.technologies, ...experience.tags].map(normalizeTag).filter((t) => tags.has(t)),
      ).size,
    }))
    .filter((e) => e.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.order - b.order)
    .map((e) => e.experience);
}

/** Gap analysis, tailoring and cover letters for one of the caller's profiles against one job. */
export class ApplicationService {
  constructor(
    private readonly context: HunterContext,
    private readonly index: JobIndexService,
    private readonly quotas: QuotaService,
  ) {}

  async analyzeGap(subject: string, jobId: string, profileId: string) {
    const [job, profile] = [
      await this.index.get(jobId, subject),
      await this.context.profiles.snapshot(subject, profileId),
    ];
    const required = requiredSkills(job, profile);
    const gap = skillGap(
      required,
      profile.skills.map((s) => s.name),
    );
    return { ...gap, atsScore: atsMatchScore(atsKeywords(job.title, required), profileText(profile)) };
  }

  /**
   * Counts against resume_tailoring: the mask whose tags best match the job's tags (rules/job-tags.ts),
   * the experiences naming them (most first), and a summary.
   */
  async tailor(subject: string, jobId: string, profileId: string) {
    return this.quotas.metered(subject, 'resume_tailoring', async () => {
      const [job, profile] = [
        await this.index.get(jobId, subject),
        await this.context.profiles.snapshot(subject, profileId),
      ];
      const required = new Set(lower(requiredSkills(job, profile)));
      const tags = jobTags(
        job,
        profile.skills.map((s) => s.name),
      );
      const [mask] = await this.context.profiles.selectMasks(subject, profileId, {
        contexts: [],
        tags,
        limit: 1,
      });
      const highlighted = experiencesFor(profile, new Set(tags));
      const gap = skillGap(
        [...required],
        profile.skills.map((s) => s.name),
      );
      const tailoringSummary =
        `Present as the ${mask.name} for ${job.title}${job.company ? ` at ${job.company}` : ''}: ` +
        `lead with ${highlighted.length ? highlighted.map((e) => e.title).join(', ') : 'your most recent role'}; ` +
        `${gap.present.length} of ${gap.required.length} required skills are on the profile` +
        (gap.missing.length ? ` (address ${gap.missing.join(', ')}).` : '.');
      return {
        maskId: mask.id,
        maskName: mask.name,
        highlightedExperiences: highlighted.map((e) => e.id),
        tailoringSummary,
      };
    });
  }

  /**
   * Counts against cover_letters: the model's letter when the model path is on, else (or on failure) the
   * composed one, in the supported tone nearest the requested text (the answer names it).
   */
  async coverLetter(subject: string, jobId: string, profileId: string, requestedTone?: string | null) {
    const tone = coverLetterTone(requestedTone);
    return this.quotas.metered(subject, 'cover_letters', async () => {
      const [job, profile] = [
        await this.index.get(jobId, subject),
        await this.context.profiles.snapshot(subject, profileId),
      ];
      const gap = skillGap(
        requiredSkills(job, profile),
        profile.skills.map((s) => s.name),
      );
      let text = composeCoverLetter(job, profile, gap.present, tone);
      if (this.context.model) {
        try {
          text =
            (await this.context.model.generate(coverLetterPrompt(job, profile, gap.present, tone))).trim() ||
            text;
        } catch (error) {
          if (!this.context.modelFallback) throw error;
        }
      }
      return { text, wordCount: wordCount(text), tone };
    });
  }
}
