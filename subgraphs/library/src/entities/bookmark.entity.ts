import { defineEntity, p } from '@mikro-orm/core';
import { savedItemIndexes, savedItemProperties } from './saved-item.properties.js';

const BookmarkSchema = defineEntity({
  name: 'Bookmark',
  schema: 'library',
  tableName: 'bookmark',
  indexes: [
    ...savedItemIndexes('bookmark'),
    { name: 'bookmark_user_folder_idx', properties: ['userId', 'folder'] },
  ],
  properties: {
    ...savedItemProperties(),
    folder: p.string().length(255).nullable(),
  },
});

/** A bookmark, optionally filed in a folder. */
export class Bookmark extends BookmarkSchema.class {}
BookmarkSchema.setClass(Bookmark);
