import { Button } from '@localjobs/ui/button'

/** What LoadMore reads of an infinite query (`useInfiniteQuery`'s result). */
export interface MorePages {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  fetchNextPage: (options: { cancelRefetch: boolean }) => Promise<unknown>
}

/**
 * "Load more" under a keyset-paged list: shown while there is a next page, busy while it loads (a second tap
 * does not ask again: `cancelRefetch: false`), its words from the page's namespace.
 */
export function LoadMore({
  pages,
  words,
  fullWidth = true,
}: {
  pages: MorePages
  words: { loadMore: string; loadingMore: string }
  fullWidth?: boolean
}) {
  if (!pages.hasNextPage) return null
  return (
    <Button
      variant="secondary"
      fullWidth={fullWidth}
      busy={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage({ cancelRefetch: false })}
    >
      {pages.isFetchingNextPage ? words.loadingMore : words.loadMore}
    </Button>
  )
}
