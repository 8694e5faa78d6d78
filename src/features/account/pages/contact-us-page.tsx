import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { useSessionStore } from '@/shared/stores/session-store'
import { EmptyState } from '@/shared/ui/states'

/** mailto: for an e-mail address the config gives; nothing for anything else. */
function emailHref(value: string): string | undefined {
  return /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(value) ? `mailto:${value}` : undefined
}

/** The Telegram link of a handle ("@eto_support", "eto_support") or of a t.me address; nothing for anything else. */
function telegramHref(value: string): string | undefined {
  const handle = /^(?:https:\/\/t\.me\/|@)?([A-Za-z][A-Za-z0-9_]{4,31})$/.exec(value.trim())?.[1]
  return handle ? `https://t.me/${handle}` : undefined
}

export default function ContactUsPage() {
  const { t } = useTranslation()
  const contact = useSessionStore((s) => s.globalConfig.contact)
  const copy = useCopy()
  const rows = [
    { label: t('contact.email'), value: contact?.email, href: contact?.email ? emailHref(contact.email) : undefined, external: false },
    { label: t('contact.telegram'), value: contact?.telegram, href: contact?.telegram ? telegramHref(contact.telegram) : undefined, external: true },
  ].filter((r): r is { label: string; value: string; href: string | undefined; external: boolean } => Boolean(r.value))

  return (
    <div className="page">
      <p className="muted">{t('contact.intro')}</p>
      {rows.length === 0 ? (
        <EmptyState message={t('contact.unavailable')} />
      ) : (
        <ul className="menu">
          {rows.map((r) => (
            // The channel opens where it lives (the mail app, Telegram); Copy stays beside it.
            <li key={r.label} className="menu__item" style={{ display: 'flex', alignItems: 'center' }}>
              {r.href ? (
                <a className="menu__link" href={r.href} {...(r.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  <span>{r.label}</span>
                  <bdi dir="ltr">{r.value}</bdi>
                </a>
              ) : (
                <span className="menu__link">
                  <span>{r.label}</span>
                  <bdi dir="ltr">{r.value}</bdi>
                </span>
              )}
              <button type="button" className="btn btn--ghost btn--small" onClick={() => void copy(r.value)} aria-label={`${t('common.copy')} ${r.label}`}>
                {t('common.copy')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
