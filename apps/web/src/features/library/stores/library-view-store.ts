import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { persistIn } from '../../../lib/storage';

export const LIBRARY_VIEWS = ['grid', 'list'] as const;
export type LibraryView = (typeof LIBRARY_VIEWS)[number];

interface LibraryViewState {
  view: LibraryView;
  setView(view: LibraryView): void;
}

/** Covers or a list: the teacher's choice is kept on this device for every class. */
export const useLibraryViewStore = create<LibraryViewState>()(
  persist(
    (set) => ({ view: 'grid', setView: (view) => set({ view }) }),
    persistIn('library-view', ({ view }: LibraryViewState) => ({ view })),
  ),
);
