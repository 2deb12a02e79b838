import { Evictor } from '../../capture/eviction.js';
import { getSetting } from '../../config/settings.js';
import { NotFoundError, UsageError } from '../../errors.js';
import { ClipsRepository } from '../../store/clips.repository.js';
import type { Db } from '../../store/database.js';
import { SettingsRepository } from '../../store/settings.repository.js';
import { normaliseTag, TagsRepository } from '../../store/tags.repository.js';
import { withStore } from '../command-context.js';
import { oneOf } from '../options.js';
import { printJson, printLine } from '../output.js';

interface TagsOptions {
  id?: number;
  add?: string;
  remove?: string;
  clear?: boolean;
  listAll?: boolean;
  json?: boolean;
}

function listAll(db: Db, json?: boolean): void {
  const tags = new TagsRepository(db).listAll();
  if (json) return printJson({ tags });
  printLine(tags.length ? tags.map((t) => `${t.name} (${t.count})`).join(', ') : 'no tags');
}

/** A tag added by hand counts against cap_by_tag exactly like one added at capture. */
function enforceTagCap(db: Db, tag: string): number {
  const settings = new SettingsRepository(db);
  const cap = getSetting(settings, 'cap_by_tag')[tag];
  return cap === undefined ? 0 : new Evictor(db, getSetting(settings, 'evict_mode')).enforceTag(tag, cap);
}

export async function run([positional]: [number | undefined], options: TagsOptions): Promise<void> {
  const id = oneOf('a clip id (--id)', positional, options.id);
  const changes = options.add !== undefined || options.remove !== undefined || options.clear;
  if (changes && id === undefined)
    throw new UsageError('--add, --remove and --clear need a clip id (--id N)');
  if (options.add !== undefined && !normaliseTag(options.add)) throw new UsageError('tag must not be empty');
  await withStore(({ db }) => {
    if (id === undefined || options.listAll) return listAll(db, options.json);
    if (!new ClipsRepository(db).get(id)) throw new NotFoundError(`clip #${id}`);
    const tags = new TagsRepository(db);
    const messages: string[] = [];
    if (options.clear) messages.push(`cleared ${tags.clear(id)} tags`);
    if (options.remove !== undefined)
      messages.push(
        tags.remove(id, options.remove)
          ? `removed ${normaliseTag(options.remove)}`
          : `${normaliseTag(options.remove)} was not on the clip`,
      );
    if (options.add !== undefined) {
      const tag = normaliseTag(options.add);
      messages.push(tags.assign(id, tag) ? `added ${tag}` : `${tag} was already on the clip`);
      const evicted = enforceTagCap(db, tag);
      if (evicted) messages.push(`evicted ${evicted} older clips over the ${tag} cap`);
    }
    const current = tags.forClip(id);
    if (options.json) return printJson({ id, tags: current });
    for (const message of messages) printLine(message);
    printLine(`#${id} tags: ${current.length ? current.join(', ') : 'none'}`);
  });
}
