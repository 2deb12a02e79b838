import type { Mask, MaskFamily } from '../taxonomy/masks.js';
import type { ProfileSnapshot } from '../services/profile-snapshot.js';

const escape = (text: string | null | undefined) =>
  (text ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Each mask family's look: typeface and accent; the compression ratio tightens the spacing. */
const FAMILY_STYLE: Record<MaskFamily, { font: string; accent: string }> = {
  cognitive: { font: 'Georgia, "DejaVu Serif", serif', accent: '#1f4e79' },
  expressive: { font: '"Trebuchet MS", "DejaVu Sans", sans-serif', accent: '#a23b2a' },
  operational: { font: '"Helvetica Neue", Arial, "DejaVu Sans", sans-serif', accent: '#2f5d3a' },
};

function styleFor(mask: Mask | undefined): string {
  const family = (mask?.ontology.split('/')[0] ?? 'operational') as MaskFamily;
  const { font, accent } = FAMILY_STYLE[family];
  const gap = mask ? (1.2 - mask.stylistic_parameters.compression_ratio * 0.6).toFixed(2) : '1.0';
  return `body{font-family:${font};color:#222;margin:0;font-size:11pt}
h1{color:${accent};font-size:24pt;margin:0 0 4pt}h2{color:${accent};border-bottom:1pt solid ${accent};margin-top:${gap}em}
.meta{color:#555}.role{margin:${gap}em 0}.role h3{margin:0}.tags{color:${accent};font-size:9pt}
section.career{break-before:page}`;
}

/**
 * The resume as a printable page: a first page with who the person is (summary, skills, projects),
 * then the career from a new page. Every value is escaped and the page carries no script and no
 * remote resource (the avatar is left out), so rendering it cannot fetch anything.
 */
export function resumeHtml({ profile, experiences, skills, projects }: ProfileSnapshot, mask?: Mask): string {
  const roles = experiences
    .map(
      (e) => `<div class="role"><h3>${escape(e.title)}${e.company ? ` · ${escape(e.company)}` : ''}</h3>
<div class="meta">${escape(e.startDate)}${e.startDate || e.endDate ? ' – ' : ''}${e.isCurrent ? 'present' : escape(e.endDate)} ${escape(e.location)}</div>
${e.description ? `<p>${escape(e.description)}</p>` : ''}${e.achievements.length ? `<ul>${e.achievements.map((a) => `<li>${escape(a)}</li>`).join('')}</ul>` : ''}
${e.technologies.length ? `<div class="tags">${e.technologies.map(escape).join(' · ')}</div>` : ''}</div>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escape(profile.displayName)}</title><style>${styleFor(mask)}</style></head><body>
<header><h1>${escape(profile.displayName)}</h1><div class="meta">${escape(profile.title)}${profile.locationText ? ` · ${escape(profile.locationText)}` : ''}</div>
${profile.headline ? `<p><strong>${escape(profile.headline)}</strong></p>` : ''}${mask ? `<div class="tags">${escape(mask.name)} — ${escape(mask.functional_scope)}</div>` : ''}</header>
${profile.summaryMarkdown ? `<h2>Summary</h2><p>${escape(profile.summaryMarkdown)}</p>` : ''}
${skills.length ? `<h2>Skills</h2><p>${skills.map((s) => `${escape(s.name)}${s.proficiencyLevel ? ` (${escape(s.proficiencyLevel)})` : ''}`).join(', ')}</p>` : ''}
${projects.length ? `<h2>Projects</h2><ul>${projects.map((p) => `<li><strong>${escape(p.name)}</strong> ${escape(p.description)}</li>`).join('')}</ul>` : ''}
<section class="career"><h2>Experience</h2>${roles || '<p>No experience recorded yet.</p>'}</section>
</body></html>`;
}
