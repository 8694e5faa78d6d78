import type * as v from 'valibot'
import type { ReferralEarningSchema, InviteeSchema, InvitationPageSchema } from './schemas/invite'

// Invitation data as it travels (docs/api.md section 11, 10068): the answer's schema is in
// schemas/invite.ts.


// The shapes of the answers, checked by the schemas in schemas/invite.ts.
export type ReferralEarning = v.InferOutput<typeof ReferralEarningSchema>
export type Invitee = v.InferOutput<typeof InviteeSchema>
export type InvitationPage = v.InferOutput<typeof InvitationPageSchema>
