import { DialogFrame, type DialogProps } from './dialog.tsx'

export type BottomSheetProps = DialogProps

/**
 * The phone form of Modal: slides up from the bottom edge with full-width stacked actions, and becomes a
 * centred dialog on screens wider than 640 px. Same behaviour as Modal (focus, Escape, back gesture).
 */
export function BottomSheet(props: BottomSheetProps) {
  return <DialogFrame {...props} variant="sheet" />
}
