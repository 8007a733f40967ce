import type { LaunchOptions } from '@playwright/test'

/**
 * How every browser run here starts Chromium: Debian's, since test tools cannot download browsers here
 * (README, "Testing"), with the flags a container and a quiet test run need. The e2e tests and the bundle
 * budgets both launch it so.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions
