import { Button } from '@localjobs/ui/button'
import { Modal } from '@localjobs/ui/modal'
import { useNavigate } from '@tanstack/react-router'

/**
 * The dialog Back opens on a page that asks before it is left (spec section 2: the short form and the
 * pay-later page show a nudge or back prompt first, then the dashboard). `nudge` is the page's
 * `useBackGuard`: staying puts its history entry back; leaving opens the dashboard in place of the page.
 */
export function LeaveNudge({
  nudge,
  title,
  text,
  stayLabel,
  leaveLabel,
  closeLabel,
}: {
  nudge: { open: boolean; stay: () => void; close: () => void }
  title: string
  text: string
  stayLabel: string
  leaveLabel: string
  closeLabel: string
}) {
  const navigate = useNavigate()
  return (
    <Modal
      open={nudge.open}
      onClose={nudge.stay}
      title={title}
      description={text}
      closeLabel={closeLabel}
      actions={
        <>
          <Button onClick={nudge.stay}>{stayLabel}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              nudge.close()
              void navigate({ to: '/advertiserDashboardPage', replace: true })
            }}
          >
            {leaveLabel}
          </Button>
        </>
      }
    />
  )
}
