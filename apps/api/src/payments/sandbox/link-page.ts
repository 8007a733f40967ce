import type { SandboxPaymentLink } from '#src/payments/sandbox/sandbox.ts'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const rupees = (paise: number) =>
  `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#111;background:#f4f6f8}
main{max-width:26rem;margin:0 auto;padding:1rem}
h1{font-size:1.25rem;margin:0 0 .5rem}
p{margin:.25rem 0;overflow-wrap:anywhere}
.amount{font-size:1.5rem;font-weight:700}
button{display:block;width:100%;min-height:48px;margin:.5rem 0 0;padding:.5rem 1rem;border-radius:.375rem;font:inherit;font-weight:600;cursor:pointer;border:2px solid #0b57d0;background:#0b57d0;color:#fff}
button.fail{background:#fff;color:#a50e0e;border-color:#a50e0e}
button:focus-visible{outline:3px solid #111;outline-offset:2px}
[role=status]{font-weight:600}
`

/**
 * The payment link's short_url page (no script): what the advertiser sees after tapping the link in the
 * SMS. Two buttons post the tester's choice; success goes on to the link's callback_url.
 */
export function linkPage(link: SandboxPaymentLink | undefined, message?: string): string {
  const body = !link
    ? '<h1>Payment link not found</h1><p>This sandbox does not know this link. The sandbox forgets every link when the API restarts.</p>'
    : `<h1>Razorpay sandbox: payment link</h1>
<p>${escapeHtml(link.description)}</p>
<p class="amount">${rupees(link.amount)}</p>
<p>Test payment, no money moves. Reference ${escapeHtml(link.reference_id)}.</p>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${
  link.status === 'created'
    ? `<form method="post" action="${escapeHtml(link.id)}/pay">
<button type="submit" name="outcome" value="success">Pay with success@razorpay</button>
<button type="submit" name="outcome" value="failure" class="fail">Fail with failure@razorpay</button>
</form>`
    : `<p role="status">This link is ${escapeHtml(link.status)}.</p>`
}`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Razorpay sandbox: pay</title>
<style>${STYLE}</style>
</head>
<body><main>${body}</main></body>
</html>
`
}
