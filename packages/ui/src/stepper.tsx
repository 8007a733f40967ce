import type { CSSProperties, ReactNode } from 'react'
import * as styles from './stepper.css.ts'
import { VisuallyHidden } from './visually-hidden.tsx'

/** The words screen readers hear around each step, in the user's language. */
export interface StepperMessages {
  /** Read before each step's name, e.g. 'Step 2 of 4:'. */
  position: (step: number, total: number) => string
  complete: string
  upcoming: string
  /** Read after a step nobody is asked (e.g. 'not needed'). */
  skipped: string
}

const englishMessages: StepperMessages = {
  position: (step, total) => `Step ${step} of ${total}:`,
  complete: 'completed',
  upcoming: 'not started',
  skipped: 'skipped',
}

/** An inline style setting CSS variables made with vanilla-extract's createVar ('var(--name)'). */
const cssVars = (values: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(values).map(([variable, value]) => [variable.slice('var('.length, -1), String(value)]),
  ) as CSSProperties

export interface StepperProps {
  /** Names the list, e.g. 'Post a job'. */
  label: string
  /** The step names in order, e.g. job details, candidate requirements, company details, plan. */
  steps: readonly ReactNode[]
  /** The step the user is on, counted from 1 as the post-job form does. */
  current: number
  /** Steps (counted from 1) the user is not asked, e.g. the company step of an enterprise account. */
  skipped?: readonly number[]
  messages?: Partial<StepperMessages>
  className?: string
}

/**
 * Where the user is in a multi-step form. An ordered list: the current step carries aria-current="step",
 * the others say 'completed' or 'not started' to screen readers, since colour alone cannot. On phones (up to
 * 640 px) the numbers and ticks stand in a row and only the current step's name shows, the full width under
 * them, so no name is broken inside a word; screen readers still hear every step. Wider screens show every
 * name under its marker.
 */
export function Stepper({
  label,
  steps,
  current,
  skipped = [],
  messages: overrides,
  className,
}: StepperProps) {
  const messages = { ...englishMessages, ...overrides }
  return (
    <ol
      aria-label={label}
      className={[styles.list, className].filter(Boolean).join(' ')}
      style={cssVars({ [styles.stepCount]: steps.length })}
    >
      {steps.map((name, index) => {
        const number = index + 1
        const state = skipped.includes(number)
          ? 'skipped'
          : number < current
            ? 'complete'
            : number === current
              ? 'current'
              : 'upcoming'
        return (
          <li
            key={number}
            className={styles.step}
            data-state={state}
            style={cssVars({ [styles.stepNumber]: number })}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {state === 'complete' ? '✓' : state === 'skipped' ? '–' : number}
            </span>
            <span className={styles.label}>
              <VisuallyHidden>{messages.position(number, steps.length)} </VisuallyHidden>
              {name}
              {state !== 'current' && <VisuallyHidden>, {messages[state]}</VisuallyHidden>}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
