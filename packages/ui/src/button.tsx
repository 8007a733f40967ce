import {
  type ComponentProps,
  type ComponentPropsWithoutRef,
  type ElementType,
  type ReactNode,
  type Ref,
  useMemo,
  useRef,
} from 'react'
import * as styles from './button.css.ts'
import { EARLY_CLICK_ATTRIBUTE, useEarlyClick } from './early-click.ts'

export type ButtonVariant = keyof typeof styles.variant

interface StyleProps {
  variant?: ButtonVariant
  fullWidth?: boolean
}

/** The class names of a button, for elements that must look like one but are rendered elsewhere. */
export function buttonClassName({ variant = 'primary', fullWidth = false }: StyleProps = {}, extra?: string) {
  return [styles.variant[variant], fullWidth && styles.fullWidth, extra].filter(Boolean).join(' ')
}

// ComponentProps keeps `ref` (a plain prop since React 19), e.g. for a Modal's initialFocus.
export type ButtonProps = ComponentProps<'button'> &
  StyleProps & {
    /** Shows the button as working and stops repeat presses, without losing keyboard focus. */
    busy?: boolean
  }

export function Button({
  variant,
  fullWidth,
  busy = false,
  className,
  type = 'button',
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const own = useRef<HTMLButtonElement>(null)
  // A script-only button keeps a tap made before the page's scripts ran (early-click.ts).
  useEarlyClick(own)
  const merged = useMemo(() => mergeRefs(own, ref), [ref])
  return (
    <button
      {...props}
      ref={merged}
      type={type}
      // The early-tap script may have marked it busy before it hydrated: not a mismatch.
      {...(type === 'button' ? { [EARLY_CLICK_ATTRIBUTE]: '', suppressHydrationWarning: true } : {})}
      className={buttonClassName({ variant, fullWidth }, className)}
      aria-busy={busy || undefined}
      // aria-disabled keeps a busy button focusable, so screen readers do not lose their place.
      aria-disabled={busy || props['aria-disabled'] || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
    />
  )
}

function mergeRefs<T>(own: { current: T | null }, theirs: Ref<T> | undefined) {
  if (!theirs) return own
  return (element: T | null) => {
    own.current = element
    if (typeof theirs === 'function') theirs(element)
    else theirs.current = element
  }
}

export type ButtonLinkProps<C extends ElementType = 'a'> = StyleProps & {
  /** The element or component to render, e.g. a router's Link; a plain <a> by default. */
  as?: C
  children?: ReactNode
} & Omit<ComponentPropsWithoutRef<C>, keyof StyleProps | 'as'>

/** A link that looks like a button; it navigates, so it stays a link for assistive technology. */
export function ButtonLink<C extends ElementType = 'a'>({
  as,
  variant,
  fullWidth,
  className,
  ...props
}: ButtonLinkProps<C> & { className?: string }) {
  const Component: ElementType = as ?? 'a'
  return <Component {...props} className={buttonClassName({ variant, fullWidth }, className)} />
}
