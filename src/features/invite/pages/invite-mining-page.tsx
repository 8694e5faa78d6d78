import { useTranslation } from 'react-i18next'
import { Link } from '@/shared/router'
import { errorMessage } from '@/shared/api/present-error'
import { PATHS } from '@/shared/paths'
import { LoadMoreList } from '@/shared/ui/load-more-list'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState, RefreshFailed } from '@/shared/ui/states'
import { RefreshControl } from '@/shared/ui/updated-ago'
import { InviteShare } from '../components/invite-share'
import { InviteeRow } from '../components/invitee-row'
import { ReferralSummary } from '../components/referral-summary'
import { useInvitation } from '../hooks/use-invite'
import '../invite.css'

/** Invite mining: the rates, the code and link to share, what referrals earned, and who joined. */
export default function InviteMiningPage() {
  const { t } = useTranslation()
  const invitation = useInvitation()
  const summary = invitation.data?.pages[0]
  return (
    <div className="page invite">
      <RefreshControl query={invitation} />
      <RefreshFailed query={invitation} />
      {invitation.isPending ? (
        <Skeleton />
      ) : !summary ? (
        <ErrorState message={errorMessage(invitation.error)} onRetry={() => void invitation.refetch()} />
      ) : typeof summary.inviteCode !== 'string' || !summary.inviteCode ? (
        <ErrorState message={t('common.error.serviceFailed')} onRetry={() => void invitation.refetch()} />
      ) : (
        <>
          <section className="card invite-hero" aria-labelledby="invite-title">
            <h2 id="invite-title" className="card__title">
              {t('invite.title')}
            </h2>
            {summary.rates && <p>{t('invite.explain', { direct: summary.rates.direct, indirect: summary.rates.indirect })}</p>}
          </section>
          <InviteShare code={summary.inviteCode} />
          <Link to={PATHS.myQrCode} className="btn btn--primary btn--block">
            {t('page.myQrCode')}
          </Link>
          <ReferralSummary summary={summary} />
          <section aria-labelledby="invitees-title">
            <h2 id="invitees-title" className="section-title">
              {t('invite.invitees')}
            </h2>
            <LoadMoreList
              query={invitation}
              getKey={(i) => `${i.level}-${i.address}-${i.joinedAt}`}
              renderItem={(i) => <InviteeRow invitee={i} />}
              emptyMessage={t('invite.noInvitees')}
            />
          </section>
        </>
      )}
    </div>
  )
}
