import puppeteer, { type Browser } from 'puppeteer-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];

export interface CardFace {
  name: string;
  typeLine: string;
  rules: string;
  setCode: string;
  collectorNumber: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A card face as a page: title bar, art box, type line, rules box and collector line, like a printed card. */
const cardHtml = (card: CardFace) => `<!doctype html><html><body style="margin:0;background:#d8d2c4">
<div style="width:488px;height:680px;margin:20px;background:#1c1c1c;border-radius:24px;padding:22px;box-sizing:border-box;font-family:serif">
  <div style="background:#efe6d2;border-radius:10px;padding:10px 16px;font-size:30px;font-weight:bold;color:#111">${escape(card.name)}</div>
  <div style="height:250px;margin:10px 4px;background:linear-gradient(135deg,#5b7a99,#c9a66b)"></div>
  <div style="background:#efe6d2;border-radius:8px;padding:8px 16px;font-size:22px;color:#111">${escape(card.typeLine)}</div>
  <div style="background:#f6f1e6;margin-top:10px;padding:14px 16px;height:150px;font-size:19px;color:#111">${escape(card.rules)}</div>
  <div style="color:#eee;font-size:16px;margin-top:14px;font-family:sans-serif">${escape(card.collectorNumber)} &middot; ${escape(card.setCode)} &middot; EN</div>
</div></body></html>`;

/** Headless Chromium (Debian's, through puppeteer-core) rendering card faces to PNG, as a phone photo stands in. */
export async function cardCamera() {
  const browser: Browser = await puppeteer.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
  return {
    async photo(card: CardFace): Promise<Buffer> {
      const page = await browser.newPage();
      try {
        await page.setViewport({ width: 528, height: 720 });
        await page.setContent(cardHtml(card), { waitUntil: 'load' });
        return Buffer.from(await page.screenshot({ type: 'png' }));
      } finally {
        await page.close();
      }
    },
    close: () => browser.close(),
  };
}
