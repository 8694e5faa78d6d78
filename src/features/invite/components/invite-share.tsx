import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { inviteLink } from '@/shared/lib/invite-code'

/** The invitation code and link, each with its copy button. */
export function InviteShare({ code }: { code: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  const rows = [
    { label: t('my.inviteCode'), value: code, className: 'invite-share__code', copyLabel: t('invite.copyCode') },
    { label: t('invite.link'), value: inviteLink(code), className: 'invite-share__link', copyLabel: t('invite.copyLink') },
  ]
  return (
    <section className="card invite-share" aria-label={t('invite.link')}>
      {rows.map((row) => (
        <div key={row.className} className="invite-share__row">
          <div className="invite-share__text">
            <p className="muted">{row.label}</p>
            <p className={row.className} dir="ltr">
              {row.value}
            </p>
          </div>
          <button type="button" className="btn btn--ghost btn--small" aria-label={row.copyLabel} onClick={() => void copy(row.value)}>
            {t('common.copy')}
          </button>
        </div>
      ))}
    </section>
  )
}
