import { XMLParser } from 'fast-xml-parser';
import type { JobInput } from '../rules/job-inputs.js';
import type { JobSourceKind } from '../entities/job-source.entity.js';

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

/** Plain text of an HTML fragment (job boards send descriptions as HTML, Greenhouse's entity-escaped). */
export function htmlToText(html: string): string {
  const decode = (text: string) =>
    text.replace(/&(#?\w+);/g, (match, name: string) => ENTITIES[name] ?? match);
  return decode(decode(html).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string | undefined =>
  value === undefined || value === null
    ? undefined
    : typeof value === 'object'
      ? String((value as Record<string, unknown>)['#text'] ?? '')
      : String(value);

/** Greenhouse job board API (`/v1/boards/<board>/jobs?content=true`): {jobs:[{title, absolute_url, location:{name}, updated_at, content}]}. */
function greenhouse(body: string, company?: string): JobInput[] {
  const { jobs } = JSON.parse(body) as { jobs?: Array<Record<string, any>> };
  return list(jobs).map((job) => ({
    title: String(job.title),
    company,
    location: job.location?.name ?? null,
    url: String(job.absolute_url),
    postedAt: job.updated_at ?? job.first_published ?? null,
    description: job.content ? htmlToText(String(job.content)) : null,
    skills: [],
  }));
}

/** Lever postings API (`/v0/postings/<company>?mode=json`): [{text, hostedUrl, categories:{location}, createdAt (ms), descriptionPlain}]. */
function lever(body: string, company?: string): JobInput[] {
  return list(JSON.parse(body) as Array<Record<string, any>>).map((posting) => ({
    title: String(posting.text),
    company,
    location: posting.categories?.location ?? null,
    url: String(posting.hostedUrl),
    postedAt: typeof posting.createdAt === 'number' ? new Date(posting.createdAt) : null,
    description:
      posting.descriptionPlain ?? (posting.description ? htmlToText(String(posting.description)) : null),
    skills: list(posting.tags).map(String),
  }));
}

/** RSS 2.0 items or Atom entries; categories become skills. */
function feed(body: string, company?: string): JobInput[] {
  const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(body);
  if (xml.rss) {
    return list(xml.rss.channel?.item).map((item: Record<string, any>) => ({
      title: text(item.title) ?? '',
      company: company ?? text(xml.rss.channel?.title),
      url: text(item.link) ?? '',
      postedAt: item.pubDate ? new Date(String(item.pubDate)) : null,
      description: item.description ? htmlToText(text(item.description)!) : null,
      skills: list(item.category)
        .map((c) => text(c)!)
        .filter(Boolean),
    }));
  }
  if (xml.feed) {
    return list(xml.feed.entry).map((entry: Record<string, any>) => {
      const links = list(entry.link) as Array<Record<string, string>>;
      return {
        title: text(entry.title) ?? '',
        company: company ?? text(entry.author?.name) ?? text(xml.feed.title),
        url: (links.find((l) => !l['@rel'] || l['@rel'] === 'alternate') ?? links[0])?.['@href'] ?? '',
        postedAt: entry.published ?? entry.updated ?? null,
        description:
          entry.summary || entry.content ? htmlToText(text(entry.summary ?? entry.content)!) : null,
        skills: list(entry.category)
          .map((c: Record<string, string>) => c['@term'])
          .filter(Boolean),
      };
    });
  }
  throw new Error('Not an RSS or Atom feed');
}

export const JOB_SOURCE_PARSERS: Record<JobSourceKind, (body: string, company?: string) => JobInput[]> = {
  greenhouse,
  lever,
  feed,
};
