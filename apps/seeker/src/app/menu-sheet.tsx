import { BottomSheet } from '@localjobs/ui/bottom-sheet'
import { useMessages } from '#src/i18n/translations.ts'
import { SiteMenu } from './site-menu.tsx'

/** The site menu over the page, as the header's Menu opens it once the scripts run (see MenuLink). */
export function MenuSheet({ onClose }: { onClose: () => void }) {
  const t = useMessages('menu')
  return (
    <BottomSheet open onClose={onClose} title={t.title} closeLabel={t.close}>
      <SiteMenu headingLevel={3} onLeave={onClose} />
    </BottomSheet>
  )
}
