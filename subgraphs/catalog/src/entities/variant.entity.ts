import { defineEntity, p } from '@mikro-orm/core';
import type { Finish } from '../rules/vocabulary.js';
import { Card } from './card.entity.js';

const VariantSchema = defineEntity({
  name: 'Variant',
  schema: 'catalog',
  tableName: 'variant',
  uniques: [{ name: 'variant_card_label_unique', properties: ['card', 'label'] }],
  properties: {
    id: p.uuid().primary(),
    card: () => p.manyToOne(Card).deleteRule('cascade'),
    /** 0 is the primary variant: the one recorded price points (which name no variant) are about. */
    position: p.integer(),
    label: p.string().length(60),
    finish: p.string().length(12).$type<Finish>(),
    /** For the primary variant, the computed market price once the card has price points. */
    marketPrice: p.decimal('number').precision(12).scale(2).nullable(),
    listedPrice: p.decimal('number').precision(12).scale(2).nullable(),
  },
});

/** A variant of a card (normal, foil, etched ...) with its market and listed price. */
export class Variant extends VariantSchema.class {}
VariantSchema.setClass(Variant);
