import type { InternalSessionInfo, Language, SessionUser, StaffAbilities, StaffAbility, UserImage } from '@lms/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../lib/storage';

interface Session {
  token: string | null;
  isLogin: boolean;
  userid: number | null;
  username: string;
  email: string;
  /** What the server's rules let this staff member do across the school; the pages show and guard by these. */
  abilities: StaffAbilities;
  image: UserImage;
  currentsLang: Language | null;
  institution: string;
  /** The product company's own staff (signed in at /internal): the school's code and support mode; null for everyone else. */
  internal: InternalSessionInfo | null;
  /** When this session started (ms since epoch). */
  todayTimestamp: number | null;
  /** The start-of-session announcements were closed; they come back at the next sign-in. */
  announcementsClosed: boolean;
}

interface AuthState extends Session {
  signIn(token: string, user: SessionUser): void;
  /** The same session, told again who it is (an internal session after a support-mode change). */
  refreshUser(user: SessionUser): void;
  /** An internal session switched to another school: the token of that school's session, and who it is there. */
  switchSession(token: string, user: SessionUser): void;
  updateProfile(changes: Partial<Pick<Session, 'username' | 'image' | 'currentsLang'>>): void;
  closeAnnouncements(): void;
  signOut(): void;
}

const SIGNED_OUT: Session = {
  token: null,
  isLogin: false,
  userid: null,
  username: '',
  email: '',
  abilities: { manage_school: false, keep_collections: false, own_account: false },
  image: '2',
  currentsLang: null,
  institution: '',
  internal: null,
  todayTimestamp: null,
  announcementsClosed: false,
};

function userFields(user: SessionUser) {
  return {
    userid: user.userid,
    username: user.username,
    email: user.email,
    abilities: user.abilities,
    image: user.image,
    currentsLang: user.currentsLang,
    institution: user.institution,
    internal: user.internal ?? null,
  };
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: (token, user) =>
        set({ token, isLogin: true, ...userFields(user), todayTimestamp: Date.now(), announcementsClosed: false }),
      refreshUser: (user) => set(userFields(user)),
      switchSession: (token, user) => set({ token, ...userFields(user) }),
      updateProfile: (changes) => set(changes),
      closeAnnouncements: () => set({ announcementsClosed: true }),
      signOut: () => set(SIGNED_OUT),
    }),
    persistIn(
      'auth',
      ({
        signIn,
        refreshUser,
        switchSession,
        updateProfile,
        closeAnnouncements,
        signOut,
        ...session
      }: AuthState): Session => session,
      // Sessions kept before the server told its abilities sign in again once.
      { version: 2, migrate: () => SIGNED_OUT },
    ),
  ),
);

/** A selector: whether the signed-in staff member may do this across the school. */
export const can = (ability: StaffAbility) => (state: Pick<Session, 'abilities'>) => state.abilities[ability];

/**
 * Where a user lands after signing in and at "/" (SPEC §6):
 * an administrator on the account list, a teacher on the class list.
 */
export const homePath = (state: Pick<Session, 'abilities'>) => (can('manage_school')(state) ? '/account' : '/course');
