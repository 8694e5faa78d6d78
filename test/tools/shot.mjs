import { chromium } from 'playwright-core'
const [,, url, out, lang] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] })
const ctx = await browser.newContext({ viewport: { width: 375, height: 740 }, deviceScaleFactor: 1 })
const page = await ctx.newPage()
page.on('pageerror', e => console.log('PAGEERROR', e.message))
page.on('console', m => { if (m.type()==='error' || m.type()==='warning') console.log('CONSOLE', m.type(), m.text().slice(0,300)) })
if (lang) await page.addInitScript((l) => localStorage.setItem('lang', l), lang)
await page.goto(url, { waitUntil: 'networkidle' })
await page.waitForTimeout(Number(process.env.WAIT ?? 800))
await page.screenshot({ path: out, fullPage: true })
console.log('URL', page.url())
await browser.close()
