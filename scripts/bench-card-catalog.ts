// The synthetic card catalog of the cards benches (scripts/bench-cards.ts, subgraphs/catalog/bench/search.bench.ts).

const ADJECTIVES = [
  'Ancient',
  'Blazing',
  'Crimson',
  'Dire',
  'Elder',
  'Feral',
  'Gilded',
  'Hollow',
  'Iron',
  'Jade',
  'Kindly',
  'Lunar',
  'Mystic',
  'Noble',
  'Obsidian',
  'Primal',
  'Quiet',
  'Radiant',
  'Savage',
  'Thorned',
  'Umbral',
  'Vast',
  'Wild',
  'Young',
  'Zealous',
  'Arcane',
  'Bright',
  'Cursed',
  'Dusk',
  'Ember',
  'Frost',
  'Grim',
  'Hallowed',
  'Infernal',
  'Jagged',
  'Keen',
  'Lost',
  'Molten',
  'Night',
  'Oath',
];
export const NOUNS = [
  'Dragon',
  'Angel',
  'Golem',
  'Wizard',
  'Serpent',
  'Knight',
  'Phoenix',
  'Wurm',
  'Sphinx',
  'Hydra',
  'Goblin',
  'Elf',
  'Vampire',
  'Zombie',
  'Giant',
  'Kraken',
  'Griffin',
  'Titan',
  'Spirit',
  'Beast',
  'Shaman',
  'Rogue',
  'Cleric',
  'Warden',
  'Drake',
  'Imp',
  'Ogre',
  'Troll',
  'Wolf',
  'Bear',
  'Raven',
  'Owl',
  'Lion',
  'Tiger',
  'Horror',
  'Elemental',
  'Sliver',
  'Faerie',
  'Merfolk',
  'Pirate',
];
const SYLLABLES = [
  'ka',
  'ro',
  'zu',
  'mi',
  'th',
  'el',
  'dra',
  'vor',
  'quin',
  'sha',
  'lu',
  'ne',
  'bri',
  'gor',
  'ya',
  'xo',
  'fen',
  'tal',
  'mur',
  'ix',
  'ae',
  'ost',
  'pyr',
  'wen',
  'cal',
  'dun',
  'ith',
  'oza',
  'rek',
  'sil',
];
/** A made-up proper name per card (unique below 27,000), as real card names carry one. */
export const properName = (i: number) => {
  const word = [0, 1, 2]
    .map((place) => SYLLABLES[Math.floor(i / SYLLABLES.length ** place) % SYLLABLES.length])
    .join('');
  return word[0].toUpperCase() + word.slice(1);
};
/** Card i of the bench catalog: an adjective, a noun (1 in 40 cards each) and a proper name. */
export const benchCardName = (i: number) =>
  `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length]} of ${properName(i)}`;

/** The bench catalog in the catalog CSV format (importers/catalog-csv.ts), one variant per card. */
export function benchCatalogCsv(cards: number): string {
  const rows = ['game,set_code,set_name,name,collector_number,rarity,market_price,external_id'];
  for (let i = 0; i < cards; i += 1)
    rows.push(
      `${i % 2 ? 'mtg' : 'pokemon'},B${i % 7},Bench,${benchCardName(i)},${i},rare,${(1 + (i % 500) / 10).toFixed(2)},bench-${i}`,
    );
  return `${rows.join('\n')}\n`;
}
