import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { useSessionStore } from '@/shared/stores/session-store'
import { EmptyState } from '@/shared/ui/states'

export default function ContactUsPage() {
  const { t } = useTranslation()
  const contact = useSessionStore((s) => s.globalConfig.contact)
  const copy = useCopy()
  const rows = [
    { label: t('contact.email'), value: contact?.email },
    { label: t('contact.telegram'), value: contact?.telegram },
  ].filter((r): r is { label: string; value: string } => Boolean(r.value))

  return (
    <div className="page">
      <p className="muted">{t('contact.intro')}</p>
      {rows.length === 0 ? (
        <EmptyState message={t('contact.unavailable')} />
      ) : (
        <ul className="menu">
          {rows.map((r) => (
            <li key={r.label} className="menu__item">
              <button type="button" className="menu__link" onClick={() => void copy(r.value)} aria-label={`${r.label} ${r.value} · ${t('common.copy')}`}>
                <span>{r.label}</span>
                <span dir="ltr">{r.value}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
