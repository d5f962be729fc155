import type { Language, Role, SessionUser, UserImage } from '@lms/shared';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../lib/storage';

interface Session {
  token: string | null;
  isLogin: boolean;
  userid: number | null;
  username: string;
  email: string;
  permit: Role | null;
  image: UserImage;
  currentsLang: Language | null;
  institution: string;
  /** When this session started (ms since epoch). */
  todayTimestamp: number | null;
  /** The start-of-session announcements were closed; they come back at the next sign-in. */
  announcementsClosed: boolean;
}

interface AuthState extends Session {
  signIn(token: string, user: SessionUser): void;
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
  permit: null,
  image: '2',
  currentsLang: null,
  institution: '',
  todayTimestamp: null,
  announcementsClosed: false,
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      ...SIGNED_OUT,
      signIn: (token, user) =>
        set({
          token,
          isLogin: true,
          userid: user.userid,
          username: user.username,
          email: user.email,
          permit: user.permit,
          image: user.image,
          currentsLang: user.currentsLang,
          institution: user.institution,
          todayTimestamp: Date.now(),
          announcementsClosed: false,
        }),
      updateProfile: (changes) => set(changes),
      closeAnnouncements: () => set({ announcementsClosed: true }),
      signOut: () => set(SIGNED_OUT),
    }),
    persistIn(
      'auth',
      ({ signIn, updateProfile, closeAnnouncements, signOut, ...session }: AuthState): Session => session,
    ),
  ),
);

export const isAdministrator = (state: Pick<Session, 'permit'>) => state.permit === 'admin';

/**
 * Where a user lands after signing in, at "/" and through the header's Home link (SPEC §6):
 * an administrator on the account list, a teacher on the class list.
 */
export const homePath = (state: Pick<Session, 'permit'>) => (isAdministrator(state) ? '/account' : '/course');
