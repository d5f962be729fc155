import { createJSONStorage, type PersistOptions } from 'zustand/middleware';

const PREFIX = 'lms.';

/**
 * Options for a store kept in localStorage. Only the fields `pick` returns are saved,
 * so actions and transient state never reach the disk. A store whose saved shape changes
 * raises its version and says in `migrate` what an older copy becomes.
 */
export function persistIn<State, Saved>(
  name: string,
  pick: (state: State) => Saved,
  change: Pick<PersistOptions<State, Saved>, 'version' | 'migrate'> = { version: 1 },
): PersistOptions<State, Saved> {
  return {
    name: `${PREFIX}${name}`,
    storage: createJSONStorage(() => localStorage),
    partialize: pick,
    ...change,
  };
}
