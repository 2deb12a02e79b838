/** What a proxy shows of a card. */
export interface ProxyCard {
  id: string;
  name: string;
  setCode: string;
  setName: string;
  collectorNumber: string;
}

/** Real card size (63 × 88 mm): 3 × 3 fit an A4 page (210 × 297 mm) with room for cutting margins. */
export const CARDS_PER_PAGE = 9;

/** At most this many cards in one print (4 full pages). */
export const MAX_PROXIES_PER_PRINT = 36;

export const proxyPages = (cards: number) => Math.ceil(cards / CARDS_PER_PAGE);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const STYLE = `
  @page { size: A4; margin: 10.5mm 10.5mm; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; }
  .sheet { display: grid; grid-template-columns: repeat(3, 63mm); grid-auto-rows: 88mm; gap: 0;
           break-after: page; }
  .sheet:last-child { break-after: auto; }
  .card { width: 63mm; height: 88mm; border: 0.3mm dashed #777; padding: 4mm; display: flex;
          flex-direction: column; justify-content: space-between; overflow: hidden; }
  .name { font-size: 11pt; font-weight: bold; overflow-wrap: anywhere; }
  .set { font-size: 8pt; color: #333; }
  .mark { font-size: 6pt; color: #777; text-transform: uppercase; letter-spacing: 0.3mm; }`;

/**
 * The proxies as a self-contained page (no image, font or script is fetched): each copy one 63 × 88 mm
 * cell with the card's name and set, nine to a sheet, every sheet one printed page.
 */
export function proxySheetHtml(copies: ProxyCard[]): string {
  const sheets: string[] = [];
  for (let start = 0; start < copies.length; start += CARDS_PER_PAGE) {
    const cells = copies
      .slice(start, start + CARDS_PER_PAGE)
      .map(
        (card) =>
          `<div class="card"><div class="name">${escapeHtml(card.name)}</div>` +
          `<div class="set">${escapeHtml(card.setName)} (${escapeHtml(card.setCode)}) #${escapeHtml(card.collectorNumber)}</div>` +
          `<div class="mark">Proxy, not for sale</div></div>`,
      );
    sheets.push(`<section class="sheet">${cells.join('')}</section>`);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><title>Proxies</title><style>${STYLE}</style></head><body>${sheets.join('')}</body></html>`;
}
