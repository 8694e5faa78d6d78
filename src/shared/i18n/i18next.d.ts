import 'i18next'
import type en from '../../../locales/en.json'
import type enPwa from '../../../locales/pwa/en.json'
import type enWallet from '../../../locales/wallet/en.json'

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: typeof en & typeof enWallet & typeof enPwa }
    keySeparator: false
    nsSeparator: false
  }
}
