import { useTranslation } from 'react-i18next'
import { formatLocalDate } from '@/shared/lib/date'
import type { Invitee } from '../api/invite-api'

/** One invitee: the masked address, direct or one level down, and when they joined. */
export function InviteeRow({ invitee: i }: { invitee: Invitee }) {
  const { t, i18n } = useTranslation()
  return (
    <div className="card invitee">
      <bdi dir="ltr" className="invitee__address">
        {i.address}
      </bdi>
      <span className={i.level === 1 ? 'badge badge--accent' : 'badge badge--muted'}>{i.level === 1 ? t('invite.direct') : t('invite.indirect')}</span>
      <span className="invitee__joined muted">{t('invite.joined', { date: formatLocalDate(i.joinedAt, i18n.language) })}</span>
    </div>
  )
}
