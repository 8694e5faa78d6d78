import { useTranslation } from 'react-i18next'
import { useCopy } from '@/shared/hooks/use-copy'
import { inviteLink } from '@/shared/lib/invite-code'

/** The invitation code and link, each with its copy button. */
export function InviteShare({ code }: { code: string }) {
  const { t } = useTranslation()
  const copy = useCopy()
  const link = inviteLink(code)
  return (
    <section className="card invite-share" aria-label={t('invite.link')}>
      <div className="invite-share__row">
        <div className="invite-share__text">
          <p className="muted">{t('my.inviteCode')}</p>
          <p className="invite-share__code" dir="ltr">
            {code}
          </p>
        </div>
        <button type="button" className="btn btn--ghost btn--small" aria-label={t('invite.copyCode')} onClick={() => void copy(code)}>
          {t('common.copy')}
        </button>
      </div>
      <div className="invite-share__row">
        <div className="invite-share__text">
          <p className="muted">{t('invite.link')}</p>
          <p className="invite-share__link" dir="ltr">
            {link}
          </p>
        </div>
        <button type="button" className="btn btn--ghost btn--small" aria-label={t('invite.copyLink')} onClick={() => void copy(link)}>
          {t('common.copy')}
        </button>
      </div>
    </section>
  )
}
