import { loadAreaStrings } from './area-strings'
import { i18next, initI18n } from './i18n'

// An area's strings (locales/<area>/) are not in the first load: they arrive when a screen asks,
// and follow every language switch from then on.

it('loads an area in the current language, and again in every language switched to', async () => {
  await initI18n('en')
  expect(i18next.exists('funds.pay.title')).toBe(false)
  await loadAreaStrings('wallet')
  expect(i18next.t('funds.pay.title')).toBe('Pay from wallet')
  await initI18n('ar')
  expect(i18next.t('funds.pay.title')).not.toBe('funds.pay.title')
  expect(i18next.t('funds.pay.title')).toMatch(/[\u0600-\u06FF]/)
  await initI18n('en')
})
