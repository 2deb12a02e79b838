import { defineEntity, p } from '@mikro-orm/core';
import { savedItemIndexes, savedItemProperties } from './saved-item.properties.js';

const TabSchema = defineEntity({
  name: 'Tab',
  schema: 'library',
  tableName: 'tab',
  indexes: [...savedItemIndexes('tab')],
  properties: {
    ...savedItemProperties(),
    lastAccessed: p.datetime().nullable(),
    accessCount: p.integer().default(0),
  },
});

/** A saved browser tab; accessCount and lastAccessed move only through openTab's atomic update. */
export class Tab extends TabSchema.class {}
TabSchema.setClass(Tab);
