import { useCallback } from 'react';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../../../lib/storage';
import { useAuthStore } from '../../../stores/auth-store';
import { type RosterColumn, shownColumns } from '../roster-columns';

interface RosterColumnsState {
  /** Per signed-in user id, the columns they chose to see. */
  byUser: Record<string, RosterColumn[]>;
  choose(userid: number, columns: RosterColumn[]): void;
}

/** The roster columns each teacher chose, kept on this device for every class. */
export const useRosterColumnsStore = create<RosterColumnsState>()(
  persist(
    (set) => ({
      byUser: {},
      choose: (userid, columns) => set((state) => ({ byUser: { ...state.byUser, [userid]: columns } })),
    }),
    persistIn('roster-columns', ({ byUser }: RosterColumnsState) => ({ byUser })),
  ),
);

/** The signed-in teacher's roster columns, and how to change them. */
export function useRosterColumns(): [RosterColumn[], (columns: RosterColumn[]) => void] {
  const userid = useAuthStore((state) => state.userid) ?? 0;
  const saved = useRosterColumnsStore((state) => state.byUser[userid]);
  const choose = useRosterColumnsStore((state) => state.choose);
  return [shownColumns(saved), useCallback((columns) => choose(userid, columns), [choose, userid])];
}
