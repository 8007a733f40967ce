import { useCallback, useEffect, useState } from 'react'

export type PositionState =
  | { status: 'locating' }
  | { status: 'found'; lat: number; long: number }
  /** the person (or the browser's settings) refused */
  | { status: 'denied' }
  /** no geolocation in this browser, no fix, or too slow */
  | { status: 'unavailable' }
  /**
   * the page came over plain http from an address that is not this device: browsers give a position to
   * secure (https) pages only, and refuse as if permission were denied
   */
  | { status: 'insecure' }

const PERMISSION_DENIED = 1

/**
 * The device's position, asked for once the page is in the browser (and again on `retry`). A rough fix is
 * enough to find the nearest place, and quicker and kinder to a phone's battery than GPS.
 */
export function usePosition(): { position: PositionState; retry: () => void } {
  const [position, setPosition] = useState<PositionState>({ status: 'locating' })
  const locate = useCallback(() => {
    if (!window.isSecureContext) {
      setPosition({ status: 'insecure' })
      return
    }
    if (!('geolocation' in navigator)) {
      setPosition({ status: 'unavailable' })
      return
    }
    setPosition({ status: 'locating' })
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => setPosition({ status: 'found', lat: coords.latitude, long: coords.longitude }),
      (error) => setPosition({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    )
  }, [])
  useEffect(locate, [locate])
  return { position, retry: locate }
}
