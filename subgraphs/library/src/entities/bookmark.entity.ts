import { defineEntity, p } from '@mikro-orm/core';
import { embeddingIndex, savedItemProperties } from './saved-item.properties.js';

const BookmarkSchema = defineEntity({
  name: 'Bookmark',
  schema: 'library',
  tableName: 'bookmark',
  indexes: [
    {
      name: 'bookmark_user_archived_created_idx',
      properties: ['userId', 'isArchived', 'createdAt'],
      columns: [{ name: 'user_id' }, { name: 'is_archived' }, { name: 'created_at', sort: 'desc' }],
    },
    { name: 'bookmark_user_folder_idx', properties: ['userId', 'folder'] },
    { name: 'bookmark_search_vector_idx', properties: ['searchVector'], type: 'fulltext' },
    embeddingIndex('bookmark'),
  ],
  properties: {
    ...savedItemProperties(),
    folder: p.string().length(255).nullable(),
  },
});

/** A bookmark, optionally filed in a folder. */
export class Bookmark extends BookmarkSchema.class {}
BookmarkSchema.setClass(Bookmark);
