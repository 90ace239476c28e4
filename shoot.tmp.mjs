import {chromium} from '@playwright/test';
const base = 'http://127.0.0.1:3210';
const pages = process.argv.slice(2);
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
for (const [w,h] of [[390,844],[1366,900]]) {
  const ctx = await browser.newContext({viewport:{width:w,height:h}});
  const page = await ctx.newPage();
  for (const p of pages) {
    await page.goto(base+p, {waitUntil:'networkidle'});
    const name = p.replace(/[^a-z0-9]+/gi,'_') || 'home';
    await page.screenshot({path:`/tmp/shots/${name}_${w}.png`});
    const btn = page.getByRole('button', {name: /add to cart/i}).first();
    const box = await btn.boundingBox().catch(()=>null);
    console.log(p, w, 'addtocart', JSON.stringify(box));
  }
  await ctx.close();
}
await browser.close();
