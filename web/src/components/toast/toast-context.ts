import { createContext, useContext } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'error' | 'success';
  duration?: number;
}

export interface ToastItem extends Required<Omit<ToastInput, 'description'>> {
  id: number;
  description?: string;
}

/** Spec §9: at most 5 toasts at once, 5000 ms by default, swipe 50 px to dismiss. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export const ToastContext = createContext<(toast: ToastInput) => void>(() => undefined);

export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastContext);
}
