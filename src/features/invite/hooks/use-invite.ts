import { useInfiniteQuery } from '@tanstack/react-query'
import { invitationQuery } from '../api/invite-api'

/** The user's invitation: the summary on the first page, and the invitees page by page. */
export function useInvitation() {
  return useInfiniteQuery(invitationQuery())
}
