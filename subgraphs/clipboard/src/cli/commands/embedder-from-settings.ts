import { getSetting } from '../../config/settings.js';
import { createEmbedder, type Embedder } from '../../embedding/embedder.js';
import type { Db } from '../../store/database.js';
import { SettingsRepository } from '../../store/settings.repository.js';

/** The configured embedder; e5-small without a usable model throws a clear EmbedderUnavailableError. */
export function configuredEmbedder(db: Db): Embedder {
  const settings = new SettingsRepository(db);
  return createEmbedder(getSetting(settings, 'embedder'), {
    e5ModelDir: getSetting(settings, 'e5_model_dir'),
  });
}
