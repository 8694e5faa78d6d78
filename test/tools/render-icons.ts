// Renders the app icon (public/icons/icon.svg) to the PNGs the web app manifest and iOS ask for:
// 192 and 512 px (maskable: the drawing is full-bleed, its mark inside the 80% safe zone) and the
// 180 px Apple touch icon. Run after editing the SVG, and commit the PNGs:
//   flock /tmp/browser.lock npx tsx test/tools/render-icons.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium'

const ICONS = fileURLToPath(new URL('../../public/icons/', import.meta.url))
const SIZES: Record<string, number> = { 'icon-192.png': 192, 'icon-512.png': 512, 'apple-touch-icon.png': 180 }

const svg = readFileSync(`${ICONS}icon.svg`, 'utf8')
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
try {
  for (const [file, size] of Object.entries(SIZES)) {
    const page = await browser.newPage({ viewport: { width: size, height: size } })
    await page.setContent(`<style>html,body{margin:0}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`)
    writeFileSync(`${ICONS}${file}`, await page.screenshot({ omitBackground: false }))
    await page.close()
    console.log(`${file} ${size}×${size}`)
  }
} finally {
  await browser.close()
}
