import { LIMITS } from '@lms/shared/plain';
import { create } from 'zustand';

export type ToastStatus = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  /** A new id per message, so the same text shown twice still restarts the animation. */
  id: number;
  text: string;
  status: ToastStatus;
}

interface ToastState {
  current: Toast | null;
  show(text: string, status?: ToastStatus): void;
  close(): void;
}

let expiry: ReturnType<typeof setTimeout> | undefined;
let lastId = 0;

/** At most one message at a time (SPEC §2): a new one replaces the old and restarts the clock. */
export const useToastStore = create<ToastState>()((set) => ({
  current: null,
  show(text, status = 'warning') {
    clearTimeout(expiry);
    lastId += 1;
    set({ current: { id: lastId, text, status } });
    expiry = setTimeout(() => set({ current: null }), LIMITS.toastMs);
  },
  close() {
    clearTimeout(expiry);
    set({ current: null });
  },
}));

export function showToast(text: string, status?: ToastStatus) {
  useToastStore.getState().show(text, status);
}
