import {chromium} from '@playwright/test';
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const page = await (await browser.newContext({viewport:{width:390,height:844}})).newPage();
await page.goto('http://127.0.0.1:3210' + (process.argv[2] ?? '/product/lavender-oat-soap'), {waitUntil:'networkidle'});
const info = await page.evaluate(() => [...document.querySelectorAll('body *')].filter(e => ['fixed','sticky'].includes(getComputedStyle(e).position)).map(e => { const r = e.getBoundingClientRect(); return `${e.tagName}.${(e.className||'').toString().slice(0,50)} ${getComputedStyle(e).position} y=${Math.round(r.y)} h=${Math.round(r.height)} visible=${r.height>0 && getComputedStyle(e).display!=='none' && getComputedStyle(e).visibility!=='hidden'}`; }));
console.log(info.join('\n'));
const btn = await page.getByRole('button', {name: /add to cart/i}).first().boundingBox();
console.log('add to cart', JSON.stringify(btn));
await browser.close();
