import { lazy, Suspense } from 'react'
import './qr-code.css'

// qrcode.react loads with the first screen that shows a code, never before (design.md section 7).
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })))

/** The QR code of `value`, drawn dark on white so every scanner reads it, with its text as the name. */
export function QrCode({ value, label, size = 184 }: { value: string; label: string; size?: number }) {
  return (
    <div className="qr-code" style={{ inlineSize: size, blockSize: size }}>
      <Suspense fallback={<div className="skeleton__line qr-code__placeholder" aria-hidden="true" />}>
        <QRCodeSVG value={value} size={size - 16} marginSize={0} title={label} role="img" aria-label={label} />
      </Suspense>
    </div>
  )
}
