import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'

// Which announcements this browser has opened: the list and the home page's ticker mark the others
// as unread. Kept in localStorage (the server knows nothing of it), newest 200 ids.

export const READ_ANNOUNCEMENTS_KEY = 'readAnnouncements'
const KEEP = 200

interface ReadAnnouncementsState {
  ids: string[]
  markRead: (id: string) => void
}

export const useReadAnnouncements = create<ReadAnnouncementsState>()(
  persist(
    (set) => ({
      ids: [],
      markRead: (id) => set((s) => (s.ids.includes(id) ? s : { ids: [id, ...s.ids].slice(0, KEEP) })),
    }),
    {
      name: READ_ANNOUNCEMENTS_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s) => ({ ids: s.ids }),
      // Anything but a list of strings in storage counts as nothing read.
      merge: (saved, current) => {
        const ids = (saved as { ids?: unknown } | undefined)?.ids
        return { ...current, ids: Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string').slice(0, KEEP) : [] }
      },
    },
  ),
)

/** Whether the announcement `id` has been opened in this browser. */
export function useIsRead(id: string): boolean {
  return useReadAnnouncements((s) => s.ids.includes(id))
}
