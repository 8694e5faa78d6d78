import { describe, it } from 'vitest'
import { expectNoErrors, expectPath, expectVisible, openApp, useBrowser } from './browser'
import { en } from './fixtures/app'

// Spec section 2 and 4: `/` and unknown paths go home, login routes send a visitor home with a
// toast, and the invite `code` survives every one of those redirects.

const { newPage } = useBrowser()

describe('redirects', () => {
  it('sends / to /home', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/')
    await expectPath(page, '/home')
    await expectVisible(page.getByRole('heading', { level: 1, name: en('app.name') }))
    expectNoErrors(errors)
  })

  it('keeps the invite code when / redirects home', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/?code=ABC')
    await expectPath(page, '/home?code=ABC')
    expectNoErrors(errors)
  })

  it('sends an unknown path home with its invite code', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/nope?code=XYZ')
    await expectPath(page, '/home?code=XYZ')
    await expectVisible(page.getByRole('heading', { level: 1, name: en('app.name') }))
    expectNoErrors(errors)
  })

  it('sends a visitor from a login route home, code kept, asking to connect a wallet', async () => {
    const { page, errors } = await newPage()
    await openApp(page, '/my?code=Q1')
    await expectPath(page, '/home?code=Q1')
    await expectVisible(page.getByText(en('auth.connectFirst')))
    expectNoErrors(errors)
  })
})
