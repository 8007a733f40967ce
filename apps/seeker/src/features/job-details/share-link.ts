/**
 * The address that opens WhatsApp with a message ready to send: the app on a phone, WhatsApp Web on a
 * computer. People pass jobs on to friends and family this way; the link works without any script.
 */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
}
