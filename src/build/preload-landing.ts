import type { Plugin } from 'vite'

/**
 * `modulepreload` links in index.html for what the first paint needs: the entry's imports, and the
 * landing screen's code and the default language, which would otherwise be asked for only after
 * the entry has run. Most visits start at /home in the default language; on a slow network that
 * saves a round trip before the first paint, and other routes pay a few KB for it.
 */
export function preloadLanding(root: string, sources: string[]): Plugin {
  let base = '/'
  return {
    name: 'preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk')
        // Files the page already loads (its module scripts) need no preload.
        const inPage = [...html.matchAll(/\ssrc="([^"]+)"/g)].map((m) => m[1].slice(base.length))
        const loaded = new Set([entry.fileName, ...inPage])
        const files: string[] = []
        const add = (fileName: string) => {
          if (loaded.has(fileName)) return
          loaded.add(fileName)
          files.push(fileName)
          for (const dep of chunks.find((c) => c.fileName === fileName)?.imports ?? []) add(dep)
        }
        // The entry's own imports first (build.modulePreload is off: Vite adds none).
        for (const dep of entry.imports) add(dep)
        for (const source of sources) {
          const chunk = chunks.find((c) => c.facadeModuleId === root + source)
          if (!chunk) throw new Error(`preload-landing: no chunk for ${source}`)
          add(chunk.fileName)
        }
        return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: base + file }, injectTo: 'head' as const }))
      },
    },
  }
}
