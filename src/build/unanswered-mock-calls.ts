import type { Connect, Plugin } from 'vite'

/**
 * Dev server (and the preview of a development build) only, with the mock backend on: a business
 * call that reaches the server was not answered by the mock's service worker. That happens to a
 * call still in flight while its page unloads (the worker lets go of a closing page), and the
 * server's 404 would show up as a console error in a page that is already gone. Answer it as the
 * backend would answer a failure, so a live page that ever got here says what happened instead.
 */
export function unansweredMockCalls(): Plugin {
  let mocks = true
  const answerUnanswered: Connect.NextHandleFunction = (req, res, next) => {
    if (!mocks || req.method !== 'POST' || !req.url?.startsWith('/adc/html/eto/')) return next()
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ respCode: '9999', respMsg: 'The mock backend did not answer this call (its page was closing, or the mock worker is not running)' }))
  }
  return {
    name: 'unanswered-mock-calls',
    apply: 'serve',
    configResolved(config) {
      mocks = config.env.VITE_USE_MOCKS !== 'false'
    },
    configureServer(server) {
      server.middlewares.use(answerUnanswered)
    },
    // The browser suite serves a development build with `vite preview` (test/e2e/global-setup.ts).
    configurePreviewServer(server) {
      server.middlewares.use(answerUnanswered)
    },
  }
}
