// Files the app hands to the browser as a download (a Blob behind an object URL, an <a download>
// clicked): the browser's side, caught here so a page test can read what the user would save.

export interface Download {
  fileName: string
  /** The blob's type, as the browser would label the file. */
  type: string
  /** Its bytes as UTF-8, a byte order mark kept (jsdom's Blob has no text()). */
  text: () => Promise<string>
}

function readUtf8(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(blob)
  })
}

/** Every download from now on, in order; jsdom has no object URLs and cannot follow the link. */
export function captureDownloads(): Download[] {
  const downloads: Download[] = []
  const blobs = new Map<string, Blob>()
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL }
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = `blob:test/${blobs.size + 1}`
    blobs.set(url, blob as Blob)
    return url
  }
  URL.revokeObjectURL = () => undefined
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob && this.download) downloads.push({ fileName: this.download, type: blob.type, text: () => readUtf8(blob) })
  })
  onTestFinished(() => {
    URL.createObjectURL = original.create
    URL.revokeObjectURL = original.revoke
    click.mockRestore()
  })
  return downloads
}
