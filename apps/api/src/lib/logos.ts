import { COMPANY_LOGO_MAX_BYTES } from '@localjobs/validation/company-logo'
import sharp from 'sharp'

/** The multipart field of the company logo (spec section 3: job_company_logo), sent with the create call. */
export const LOGO_FIELD = 'job_company_logo'
/** The largest upload taken (the issue: at most 2 MB): the rule the form checks before sending, too. */
export const LOGO_MAX_BYTES = COMPANY_LOGO_MAX_BYTES
/** The long side of a stored logo, at most. */
export const LOGO_MAX_SIDE = 512
/**
 * The most pixels sharp decodes: a 2 MB PNG of one colour can claim 30000 x 30000 pixels and take gigabytes
 * to decode (a decompression bomb); a real logo is far smaller.
 */
const LOGO_MAX_INPUT_PIXELS = 25_000_000

export type LogoFormat = 'png' | 'jpeg' | 'webp'

/** The format the first bytes say, or undefined: PNG, JPEG or WebP only, whatever the file is named. */
export function logoFormatOf(data: Buffer): LogoFormat | undefined {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) return 'png'
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg'
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp'
  return undefined
}

export interface StoredLogo {
  data: Buffer
  contentType: 'image/webp'
  width: number
  height: number
}

/**
 * A logo as it is stored, or undefined when the bytes are not a PNG, JPEG or WebP image: the first bytes
 * must name one of them and sharp's reading of the whole file must agree. The image is decoded and encoded
 * again as WebP (turned upright by its EXIF orientation, at most LOGO_MAX_SIDE px on the long side, never
 * enlarged), which keeps only the pixels: metadata (EXIF, GPS, comments) and anything appended to the file
 * (a ZIP after a PNG: a polyglot) are gone.
 */
export async function reencodeLogo(data: Buffer): Promise<StoredLogo | undefined> {
  const claimed = logoFormatOf(data)
  if (!claimed) return undefined
  const options = { limitInputPixels: LOGO_MAX_INPUT_PIXELS, failOn: 'error' as const }
  try {
    const metadata = await sharp(data, options).metadata()
    if (metadata.format !== claimed || (metadata.pages ?? 1) > 1) return undefined
    const { data: output, info } = await sharp(data, options)
      .rotate()
      .resize({ width: LOGO_MAX_SIDE, height: LOGO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return { data: output, contentType: 'image/webp', width: info.width, height: info.height }
  } catch {
    // sharp refuses a truncated or corrupt image, or one above the pixel limit: not a logo we take.
    return undefined
  }
}
