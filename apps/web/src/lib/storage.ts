import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

const PREFIX = 'lms.';

/**
 * Options for a store kept in localStorage. Only the fields `pick` returns are saved,
 * so actions and transient state never reach the disk.
 */
export function persistIn<State, Saved>(name: string, pick: (state: State) => Saved): PersistOptions<State, Saved> {
  return {
    name: `${PREFIX}${name}`,
    storage: createJSONStorage(() => localStorage),
    partialize: pick,
    version: 1,
  };
}
