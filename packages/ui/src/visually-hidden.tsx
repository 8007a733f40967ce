import type { ComponentPropsWithoutRef } from 'react'
import { visuallyHidden, visuallyHiddenOnPhones } from './visually-hidden.css.ts'

/** The class behind VisuallyHidden, for elements that must keep their own tag (e.g. a <dt>). */
export const visuallyHiddenClassName = visuallyHidden

/** Hidden on phones (up to 640 px), shown from there; screen readers always read it (a label beside an icon). */
export const visuallyHiddenOnPhonesClassName = visuallyHiddenOnPhones

/** Text for screen readers only, e.g. a label that the layout makes obvious to sighted people. */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />
}
