import { DialogFrame, type DialogProps } from './dialog.tsx'

export type ModalProps = DialogProps

/**
 * A centred modal dialog on the native <dialog> element: the page behind is inert and does not scroll,
 * focus moves in on opening, Tab cycles inside, Escape (and Android's back gesture) closes, and focus goes
 * back to what opened it. The parent owns `open`.
 */
export function Modal(props: ModalProps) {
  return <DialogFrame {...props} variant="modal" />
}
