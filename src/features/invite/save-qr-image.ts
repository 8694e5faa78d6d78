// The invitation QR code as a PNG download: the QR code drawn on white with a quiet zone and the
// code under it. The SVG goes through a data: URL (the CSP allows data: images; a blob: URL it would
// block), onto a canvas, and out as a PNG.

const QR_PX = 600
const PAD_PX = 48
const CAPTION_PX = 80

export async function saveQrImage(svg: SVGSVGElement, caption: string, fileName: string): Promise<void> {
  const image = new Image()
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
  await image.decode()
  const canvas = document.createElement('canvas')
  canvas.width = QR_PX + 2 * PAD_PX
  canvas.height = QR_PX + 2 * PAD_PX + CAPTION_PX
  const context = canvas.getContext('2d')
  if (!context) throw new Error('Canvas is not available')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.imageSmoothingEnabled = false
  context.drawImage(image, PAD_PX, PAD_PX, QR_PX, QR_PX)
  context.fillStyle = '#000000'
  context.font = '600 40px sans-serif'
  context.textAlign = 'center'
  context.fillText(caption, canvas.width / 2, QR_PX + PAD_PX + 60)
  const link = document.createElement('a')
  link.href = canvas.toDataURL('image/png')
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
}
