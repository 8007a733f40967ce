import { type RefObject, useEffect } from 'react'

/**
 * Taps that come before the scripts. A server-rendered page paints before its JavaScript runs; on a slow
 * phone that takes seconds, and a tap on a button only script can serve (Apply, Log in, Load more) would do
 * nothing. `EARLY_CLICK_SCRIPT`, inline in every page's <head>, keeps the last tap on a button marked with
 * `EARLY_CLICK_ATTRIBUTE` (the button looks and reads busy meanwhile); `useEarlyClick`, in that button's
 * component, presses it again once React has hydrated it. `Button` does both for every `type="button"`.
 * Links and form submits work without script and are left alone.
 */

/** Marks a button whose early tap is kept. */
export const EARLY_CLICK_ATTRIBUTE = 'data-early-click'

/** Set on the kept button until it is pressed again (styled by the global styles). */
export const EARLY_PENDING_ATTRIBUTE = 'data-early-pending'

interface EarlyClickWindow {
  /** the button tapped before its component hydrated */
  __ljEarly?: HTMLElement | undefined
}

/** Set by `useEarlyClick` on a button React has hydrated: its taps go to React from then on. */
type LiveButton = HTMLElement & { __ljLive?: boolean }

// Written by hand in ES5 and kept tiny: it is part of every page's HTML (the HTML + CSS budget).
export const EARLY_CLICK_SCRIPT = `(function(w,d){d.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('button[${EARLY_CLICK_ATTRIBUTE}]');if(!b||b.__ljLive||b.disabled)return;e.preventDefault();e.stopPropagation();var p=w.__ljEarly;if(p){p.removeAttribute('${EARLY_PENDING_ATTRIBUTE}');p.removeAttribute('aria-busy')}b.setAttribute('${EARLY_PENDING_ATTRIBUTE}','');b.setAttribute('aria-busy','true');w.__ljEarly=b},true)})(window,document)`

/**
 * Called once the button's component has hydrated: from now on React handles its taps, and if it was the
 * button tapped before, it is pressed again (when still enabled).
 */
export function replayEarlyClick(
  button: HTMLElement | null,
  target: EarlyClickWindow = globalThis as EarlyClickWindow,
): void {
  if (!button) return
  ;(button as LiveButton).__ljLive = true
  if (target.__ljEarly !== button) return
  target.__ljEarly = undefined
  button.removeAttribute(EARLY_PENDING_ATTRIBUTE)
  button.removeAttribute('aria-busy')
  if (!(button as HTMLButtonElement).disabled) button.click()
}

/**
 * For a button rendered outside `Button`: give it `EARLY_CLICK_ATTRIBUTE` and this hook with its ref, and a
 * tap made before the scripts ran is made once it has hydrated.
 */
export function useEarlyClick(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => replayEarlyClick(ref.current), [ref])
}
