import { showToast } from './toasts.tsx'

/**
 * The seeker's error toasts of spec section 8, each in one place: its words (from the page's messages),
 * title, 3 s and position. Imported only by code that loads on demand (the apply flow, the profile pages).
 */
const TOAST_MS = 3000

/** 'Something went wrong while applying. Please try again.' (title Apply Job, 3 s, top) */
export function showApplyFailed(t: { applyTitle: string; applyFailed: string }): void {
  showToast({
    message: t.applyFailed,
    title: t.applyTitle,
    duration: TOAST_MS,
    position: 'top',
    tone: 'error',
  })
}

/** 'Something went wrong while saving the details. Please try again.' (title Job Profile, 3 s, top) */
export function showSaveFailed(t: { saveTitle: string; saveFailed: string }): void {
  showToast({ message: t.saveFailed, title: t.saveTitle, duration: TOAST_MS, position: 'top', tone: 'error' })
}

/** 'Something went to wrong' (title 'info', 3000 ms, top) when the job-profile status call fails. */
export function showStatusFailed(t: { statusTitle: string; statusFailed: string }): void {
  showToast({
    message: t.statusFailed,
    title: t.statusTitle,
    duration: TOAST_MS,
    position: 'top',
    tone: 'info',
  })
}
