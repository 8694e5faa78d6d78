// decimal.js and dayjs with the helpers they are handed to, behind one dynamic import
// (libraries.ts): one chunk to name, so a deep link's preload (src/build/preload-route.ts)
// asks for all of it beside the page's code.
export { default as Decimal } from 'decimal.js'
export { default as dayjs } from 'dayjs'
export { provideDecimal } from './decimal'
export { provideDayjs } from './date'
