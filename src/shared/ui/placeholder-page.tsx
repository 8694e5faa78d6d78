import { useTranslation } from 'react-i18next'

// Shown by routes whose screen a later issue builds: labelled, never silent.
export default function PlaceholderPage() {
  const { t } = useTranslation()
  return (
    <section className="page placeholder" aria-labelledby="placeholder-title">
      <div className="placeholder__art" aria-hidden="true" />
      <h2 id="placeholder-title">{t('placeholder.title')}</h2>
      <p>{t('placeholder.body')}</p>
    </section>
  )
}
