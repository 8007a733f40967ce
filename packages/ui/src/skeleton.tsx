import type { CSSProperties, ReactNode } from 'react'
import * as styles from './skeleton.css.ts'
import { VisuallyHidden } from './visually-hidden.tsx'

export interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  /** One line of text tall, for stand-ins of headings and labels. */
  text?: boolean
  className?: string
}

/** A grey placeholder in the shape of content still loading. Decorative: SkeletonGroup announces it. */
export function Skeleton({ width, height, text = false, className }: SkeletonProps) {
  const classes = [styles.block, text && styles.text, className].filter(Boolean).join(' ')
  return <span aria-hidden="true" className={classes} style={{ width, height }} />
}

export interface SkeletonGroupProps {
  /** What is loading, read out by screen readers, e.g. 'Loading more jobs'. */
  label: string
  children: ReactNode
  className?: string
}

/** Wraps placeholders in a polite live region, so a screen reader says what is loading, once. */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-live="polite" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  )
}
