import { forgetInviteCode, inviteCodeForLogin, rememberInviteCode } from './invite-code'

// A referral link's code is kept for the visit until the first login sends it.

describe('invite code of the visit', () => {
  it('keeps the code of a link, lets a newer link replace it, and ignores links without one', () => {
    expect(inviteCodeForLogin('')).toBeNull()
    rememberInviteCode('?code=OLD001')
    rememberInviteCode('?code=%20ETO888%20')
    rememberInviteCode('?lang=en')
    rememberInviteCode('?code=')
    expect(inviteCodeForLogin('?tab=1')).toBe('ETO888')
  })

  it("prefers the current URL's code, and forgets the kept one after the login", () => {
    rememberInviteCode('?code=ETO888')
    expect(inviteCodeForLogin('?code=NEW123')).toBe('NEW123')
    forgetInviteCode()
    expect(inviteCodeForLogin('')).toBeNull()
  })
})
