import { zodResolver } from '@hookform/resolvers/zod'
import {
  type FormEvent,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { createDraftStore, type DraftStore, type DraftStoreOptions } from './form-draft.ts'

/**
 * A step's schema: a zod (or zod/mini) schema of the validation package, run on the whole form's values;
 * it reads only its own fields, so one set of values is checked step by step.
 */
export interface StepSchema {
  _zod: { input: unknown; output: unknown }
  safeParse(values: unknown): { success: boolean }
}

export interface FormStep<V extends FieldValues> {
  schema: StepSchema
  /**
   * The fields the step shows, in order: checked on Next, and the step a field's error (from the server,
   * or an earlier step found wrong at the end) sends the person back to.
   */
  fields: readonly Path<V>[]
}

/** Where the draft is kept: one per form and per user (decision 012). */
export type DraftOptions<V> = Omit<DraftStoreOptions<V>, 'defaults'> & {
  /** Quiet time before a change is written (it is also written when the page is hidden or left). */
  debounceMs?: number
}

export interface MultiStepFormOptions<V extends FieldValues> {
  steps: readonly FormStep<V>[]
  /** The values of a new form, or of the saved record being edited. */
  defaultValues: V
  /** A schema's message (a key of `@localjobs/validation/messages`) in the person's language. */
  translate: (message: string) => string
  /** Keep a draft on the device until saved; `false` keeps none. */
  draft: DraftOptions<V> | false
  /**
   * Saves the whole form once every step is valid. Resolve true when it was saved (the draft is then
   * cleared), false to stay on the form (the caller says why: a toast, or `showErrors` for what the server
   * refused).
   */
  onSave: (
    values: V,
    helpers: { showErrors: (problems: readonly FieldProblem[]) => boolean },
  ) => Promise<boolean>
  /**
   * Runs after a step other than the last passed its checks on Next, before the next step opens (the
   * post-job form saves the step to the server's draft here). Resolve false to stay on the step (the
   * caller says why, e.g. with `showErrors`); true or nothing to go on.
   */
  onStepDone?: (
    step: number,
    values: V,
    helpers: { showErrors: (problems: readonly FieldProblem[]) => boolean },
  ) => Promise<boolean | undefined> | boolean | undefined
  /** Next found problems on a step (counted from 0): an "incomplete" event, say. */
  onStepInvalid?: (step: number) => void
  /**
   * The step to open first (counted from 0), e.g. where a draft saved on another device stopped; a draft
   * kept on this device decides over it. A step after one that does not pass opens that one instead.
   */
  initialStep?: number
  /** Steps (counted from 0) nobody is asked: Next and Back go past them (an enterprise account's company step). */
  skippedSteps?: readonly number[]
}

/** A field's problem the server found, its message already in the person's language. */
export interface FieldProblem {
  path: string
  message: string
}

export interface MultiStepForm<V extends FieldValues> {
  /** react-hook-form's methods; give them to `FormProvider` so step components `useFormContext()`. */
  form: UseFormReturn<V>
  /** The step shown, counted from 0 (a `Stepper` takes `step + 1`). */
  step: number
  stepCount: number
  isLastStep: boolean
  /** onSave is running. */
  saving: boolean
  /** The form started from a draft kept on this device. */
  restoredDraft: boolean
  /** Spread on the `<form>`: Next on every step but the last, where it saves. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>
    onSubmit: (event?: FormEvent) => void
    noValidate: true
  }
  /** Spread on the step's heading: it takes focus when the step changes, so it is read out. */
  stepHeadingProps: { ref: RefObject<HTMLHeadingElement | null>; tabIndex: -1 }
  /** One step back; nothing typed is lost. */
  back: () => void
  /**
   * Opens step `index` (counted from 0) if every step before it passes, else the first that does not;
   * a skipped step opens the one before it. Answers the step opened.
   */
  goToStep: (index: number) => number
  /** The step shown now (counted from 0), also inside effects of a render before the last change. */
  currentStep: () => number
  /** The step before `index` that is not skipped, or -1 when there is none. */
  previousStep: (index: number) => number
  /** Replaces every value (say, with what the server holds) and opens `step`; the draft is rewritten. */
  resetTo: (values: V, step: number) => void
  /**
   * Ties the device's draft to another saved record (the server's draft once a step was saved there) and
   * writes it now, so a reload keeps what was typed since.
   */
  rebaseDraft: (basis: string | null) => void
  /** Forgets the draft and starts again from the default values. */
  discardDraft: () => void
  /**
   * Shows problems the server found next to their fields, on the step of the first one, and focuses it.
   * Answers false when none of them names a field of the form (the caller shows a general message).
   */
  showErrors: (problems: readonly FieldProblem[]) => boolean
}

export const DRAFT_DEBOUNCE_MS = 500

type Focus = { to: 'heading' } | { to: 'error' } | null

function translateErrors(errors: FieldErrors, translate: (message: string) => string): FieldErrors {
  const out: Record<string, unknown> = {}
  for (const [name, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue
    const { message, type } = error as { message?: unknown; type?: unknown }
    out[name] =
      typeof message === 'string' && type !== undefined
        ? { ...error, message: translate(message) }
        : translateErrors(error as FieldErrors, translate)
  }
  return out as FieldErrors
}

/**
 * A multi-step form (STYLE.md: a schema plus small step components and one hook): react-hook-form holding
 * every step's values, the validation package's schema of the step shown deciding what is wrong (on blur
 * and on Next; errors in the person's language, focus on the first), Back without losing anything, and
 * the draft kept on the device until saved (decision 012).
 */
export function useMultiStepForm<V extends FieldValues>({
  steps,
  defaultValues,
  translate,
  draft,
  onSave,
  onStepDone,
  onStepInvalid,
  initialStep = 0,
  skippedSteps,
}: MultiStepFormOptions<V>): MultiStepForm<V> {
  const skipped = useMemo(() => new Set(skippedSteps ?? []), [skippedSteps])
  const [step, setStep] = useState(0)
  const stepRef = useRef(0)
  stepRef.current = step
  const translateRef = useRef(translate)
  translateRef.current = translate

  const resolvers = useMemo(
    () => steps.map((each) => zodResolver(each.schema as never, undefined, { raw: true })),
    [steps],
  )
  const resolver = useCallback<Resolver<V>>(
    async (values, context, options) => {
      const current = resolvers[stepRef.current] as unknown as Resolver<V> | undefined
      if (!current) return { values, errors: {} }
      const result = await current(values, context, options)
      return {
        values: result.values,
        errors: translateErrors(result.errors, translateRef.current),
      } as Awaited<ReturnType<Resolver<V>>>
    },
    [resolvers],
  )

  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    // An error shows once the person leaves the field (or presses Next), then follows each change.
    mode: 'onTouched',
    shouldUnregister: false,
  })

  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [focus, setFocus] = useState<Focus>(null)
  const [saving, setSaving] = useState(false)
  const savingRef = useRef(false)
  const [restoredDraft, setRestoredDraft] = useState(false)

  // The draft store is made once; the options that shape it are read when the form mounts.
  const storeRef = useRef<DraftStore<V> | null>(null)
  if (storeRef.current === null && draft)
    storeRef.current = createDraftStore({ ...draft, defaults: defaultValues })
  const debounceMs = draft ? (draft.debounceMs ?? DRAFT_DEBOUNCE_MS) : 0

  /** The first step, at or before `limit`, whose schema refuses the values; `limit` when none does. */
  const firstInvalidStep = useCallback(
    (values: V, limit: number) => {
      for (let index = 0; index < limit; index++)
        if (!skipped.has(index) && !steps[index]?.schema.safeParse(values).success) return index
      return limit
    },
    [steps, skipped],
  )

  /** The next step after `index` nobody skips (the last step is never skipped). */
  const nextStep = useCallback(
    (index: number) => {
      let next = index + 1
      while (skipped.has(next) && next < steps.length - 1) next++
      return next
    },
    [skipped, steps.length],
  )
  const previousStep = useCallback(
    (index: number) => {
      let previous = index - 1
      while (previous >= 0 && skipped.has(previous)) previous--
      return previous
    },
    [skipped],
  )
  /** Where a form asked to open at `wanted` may open: not past a step that fails, never on a skipped one. */
  const reachable = useCallback(
    (values: V, wanted: number) => {
      let at = firstInvalidStep(values, Math.max(0, Math.min(wanted, steps.length - 1)))
      while (skipped.has(at) && at > 0) at--
      return at
    },
    [firstInvalidStep, steps.length, skipped],
  )

  // Restored before the first paint, so the form never flashes empty. (Layout effects do not run on a
  // server: a form rendered there starts from its defaults and takes the draft on hydration.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useLayoutEffect(() => {
    const stored = storeRef.current?.read()
    if (!stored) {
      if (initialStep > 0) {
        const at = reachable(form.getValues(), initialStep)
        stepRef.current = at
        setStep(at)
      }
      return
    }
    form.reset(stored.values, { keepDefaultValues: true })
    // Back to an earlier step if it no longer passes (say, its rules changed since the draft was kept).
    const at = reachable(stored.values, stored.step)
    stepRef.current = at
    setStep(at)
    setRestoredDraft(true)
  }, [])

  // Writing the draft: after a quiet moment, and at once when the page is hidden or left (phones end
  // background tabs without warning).
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const dirty = useRef(false)
  const flush = useCallback(() => {
    clearTimeout(timer.current)
    if (!dirty.current) return
    dirty.current = false
    storeRef.current?.write(stepRef.current, form.getValues())
  }, [form])
  const schedule = useCallback(() => {
    if (!storeRef.current) return
    dirty.current = true
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, debounceMs)
  }, [flush, debounceMs])

  useEffect(() => {
    // Only changes to a field: a reset (restoring the draft, starting over) is not something typed.
    const subscription = form.watch((_values, { name }) => {
      if (name !== undefined) schedule()
    })
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush()
    }
    window.addEventListener('pagehide', flush)
    document.addEventListener('visibilitychange', onHide)
    return () => {
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onHide)
      flush()
    }
  }, [form, schedule, flush])

  const clearDraft = useCallback(() => {
    clearTimeout(timer.current)
    dirty.current = false
    storeRef.current?.clear()
  }, [])

  useEffect(() => {
    if (!focus) return
    if (focus.to === 'heading') headingRef.current?.focus()
    else {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      invalid?.focus()
      invalid?.scrollIntoView?.({ block: 'center' })
    }
    setFocus(null)
  }, [focus])

  const goTo = useCallback(
    (index: number, then: Focus) => {
      stepRef.current = index
      setStep(index)
      setFocus(then)
      schedule()
    },
    [schedule],
  )

  const validateStep = useCallback(
    async (index: number) => {
      const fields = (steps[index]?.fields ?? []) as Path<V>[]
      stepRef.current = index
      const valid = await form.trigger(fields)
      // Once Next has shown the problems, each one goes away as it is fixed, not when the field is left:
      // an error vanishing on blur moves what is below it while the person is tapping there.
      if (!valid)
        for (const name of fields)
          if (!form.getFieldState(name).isTouched)
            form.setValue(name, form.getValues(name), { shouldTouch: true })
      return valid
    },
    [form, steps],
  )

  const showErrors = useCallback(
    (problems: readonly FieldProblem[]) => {
      const stepOf = (path: string) =>
        steps.findIndex((each) => (each.fields as readonly string[]).includes(path))
      const known = problems.filter((problem) => stepOf(problem.path) >= 0)
      for (const problem of known)
        form.setError(problem.path as Path<V>, { type: 'server', message: problem.message })
      const first = known[0]
      if (!first) return false
      goTo(Math.min(...known.map((problem) => stepOf(problem.path))), { to: 'error' })
      return true
    },
    [steps, form, goTo],
  )

  const onSubmit = useCallback(
    (event?: FormEvent) => {
      event?.preventDefault()
      if (savingRef.current) return
      const current = stepRef.current
      void (async () => {
        if (current < steps.length - 1) {
          if (!(await validateStep(current))) {
            setFocus({ to: 'error' })
            onStepInvalid?.(current)
            return
          }
          if (onStepDone) {
            savingRef.current = true
            setSaving(true)
            try {
              if ((await onStepDone(current, form.getValues(), { showErrors })) === false) return
            } finally {
              savingRef.current = false
              setSaving(false)
            }
            // showErrors (or anything else) moved the form meanwhile: stay where it went.
            if (stepRef.current !== current) return
          }
          goTo(nextStep(current), { to: 'heading' })
          return
        }
        // The last step: every step must pass (a draft may have come back with an earlier one wrong).
        const values = form.getValues()
        const wrong = firstInvalidStep(values, steps.length)
        const at = wrong < steps.length ? wrong : current
        if (!(await validateStep(at))) {
          onStepInvalid?.(at)
          if (at !== current) goTo(at, { to: 'error' })
          else {
            stepRef.current = at
            setFocus({ to: 'error' })
          }
          return
        }
        stepRef.current = current
        savingRef.current = true
        setSaving(true)
        try {
          if (await onSave(form.getValues(), { showErrors })) clearDraft()
        } finally {
          savingRef.current = false
          setSaving(false)
        }
      })()
    },
    [
      steps,
      validateStep,
      goTo,
      firstInvalidStep,
      form,
      onSave,
      onStepDone,
      onStepInvalid,
      nextStep,
      clearDraft,
      showErrors,
    ],
  )

  const back = useCallback(() => {
    const previous = previousStep(stepRef.current)
    if (previous >= 0) goTo(previous, { to: 'heading' })
  }, [goTo, previousStep])

  const goToStep = useCallback(
    (index: number) => {
      const at = reachable(form.getValues(), index)
      if (at !== stepRef.current) goTo(at, { to: 'heading' })
      return at
    },
    [reachable, form, goTo],
  )

  const resetTo = useCallback(
    (values: V, index: number) => {
      form.reset(values, { keepDefaultValues: true })
      const at = reachable(values, index)
      goTo(at, { to: 'heading' })
    },
    [form, reachable, goTo],
  )

  const rebaseDraft = useCallback(
    (basis: string | null) => {
      const store = storeRef.current
      if (!store) return
      store.rebase(basis)
      clearTimeout(timer.current)
      dirty.current = false
      store.write(stepRef.current, form.getValues())
    },
    [form],
  )

  const discardDraft = useCallback(() => {
    clearDraft()
    form.reset(defaultValues)
    setRestoredDraft(false)
    stepRef.current = 0
    setStep(0)
    setFocus({ to: 'heading' })
  }, [clearDraft, form, defaultValues])

  return {
    form,
    step,
    stepCount: steps.length,
    isLastStep: step === steps.length - 1,
    saving,
    restoredDraft,
    formProps: { ref: formRef, onSubmit, noValidate: true },
    stepHeadingProps: { ref: headingRef, tabIndex: -1 },
    back,
    goToStep,
    currentStep: useCallback(() => stepRef.current, []),
    previousStep,
    resetTo,
    rebaseDraft,
    discardDraft,
    showErrors,
  }
}
