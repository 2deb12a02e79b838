import { defineEntity, p } from '@mikro-orm/core';
import { embeddingIndex, savedItemProperties } from './saved-item.properties.js';

const TabSchema = defineEntity({
  name: 'Tab',
  schema: 'library',
  tableName: 'tab',
  indexes: [
    {
      name: 'tab_user_archived_created_idx',
      properties: ['userId', 'isArchived', 'createdAt'],
      columns: [{ name: 'user_id' }, { name: 'is_archived' }, { name: 'created_at', sort: 'desc' }],
    },
    { name: 'tab_search_vector_idx', properties: ['searchVector'], type: 'fulltext' },
    embeddingIndex('tab'),
  ],
  properties: {
    ...savedItemProperties(),
    lastAccessed: p.datetime().nullable(),
    accessCount: p.integer().default(0),
  },
});

/** A saved browser tab; accessCount and lastAccessed move only through openTab's atomic update. */
export class Tab extends TabSchema.class {}
TabSchema.setClass(Tab);
