import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/shared/api/present-error'
import { inviteLink } from '@/shared/lib/invite-code'
import { QrCode } from '@/shared/ui/qr-code'
import { Skeleton } from '@/shared/ui/skeleton'
import { ErrorState } from '@/shared/ui/states'
import { showToast } from '@/shared/ui/toast/toast-store'
import { InviteShare } from '../components/invite-share'
import { useInvitation } from '../hooks/use-invite'
import { saveQrImage } from '../save-qr-image'
import '../invite.css'

/** The QR code of the user's invitation link, to show a friend or save as an image. */
export default function MyQrCodePage() {
  const { t } = useTranslation()
  const invitation = useInvitation()
  const answered = invitation.data?.pages[0]?.inviteCode
  // An empty code is no code: there is nothing to share yet.
  const code = answered || undefined
  const qr = useRef<HTMLDivElement>(null)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    const svg = qr.current?.querySelector('svg')
    if (!code || !svg || saving) return
    setSaving(true)
    try {
      await saveQrImage(svg, code, `invite-${code}.png`)
    } catch {
      showToast(t('invite.saveFailed'), 'error')
    } finally {
      setSaving(false)
    }
  }

  return (
    <div className="page invite">
      {invitation.isPending ? (
        <Skeleton />
      ) : !code ? (
        <ErrorState message={invitation.error ? errorMessage(invitation.error) : t('common.error.serviceFailed')} onRetry={() => void invitation.refetch()} />
      ) : (
        <>
          <section className="card invite-qr" aria-labelledby="qr-title">
            <h2 id="qr-title" className="card__title">
              {t('invite.scan')}
            </h2>
            <div ref={qr}>
              <QrCode value={inviteLink(code)} label={t('invite.qrLabel')} size={232} />
            </div>
            <p className="invite-share__code" dir="ltr">
              {code}
            </p>
            <button type="button" className="btn btn--primary btn--block" disabled={saving} aria-busy={saving} onClick={() => void save()}>
              {t('invite.save')}
            </button>
          </section>
          <InviteShare code={code} />
        </>
      )}
    </div>
  )
}
