import { BottomSheet } from '@localjobs/ui/bottom-sheet'
import { Button } from '@localjobs/ui/button'
import { useMessages } from '#src/i18n/translations.ts'
import { ACTIVE_CANDIDATES } from '#src/lib/active-candidates.ts'

/**
 * The dashboard's exit sheet (spec section 2): '75000+ candidates are actively looking for job', with
 * 'Continue Hiring' (stays; also Escape and the phone's back) and 'Leave page'. A modal dialog: the focus
 * stays in it and returns where it was. Loaded only when Back opens it.
 */
export function ExitSheet({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const t = useMessages('dashboard')
  const common = useMessages('common')
  return (
    <BottomSheet
      open
      onClose={onStay}
      // The spec's sentence writes the number without a separator: '75000+'.
      title={common.activeCandidates({ count: String(ACTIVE_CANDIDATES) })}
      hideCloseButton
      actions={
        <>
          <Button fullWidth onClick={onStay}>
            {t.continueHiring}
          </Button>
          <Button fullWidth variant="secondary" onClick={onLeave}>
            {t.leavePage}
          </Button>
        </>
      }
    />
  )
}
