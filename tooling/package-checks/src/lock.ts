/**
 * One package check at a time: the build writes packages/<name>/dist and the examples project is shared, so
 * a second run (another terminal, another `./run test`) waits for the first.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { generatedDir } from './workspace.ts'

const lockFile = join(generatedDir, 'check.lock')

const alive = (pid: number) => {
  if (!Number.isInteger(pid) || pid <= 0) return true // being written: treat as held
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export async function acquireCheckLock(timeoutMs = 600_000): Promise<void> {
  mkdirSync(generatedDir, { recursive: true })
  const deadline = Date.now() + timeoutMs
  let told = false
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      // a run that is killed leaves a lock naming a dead process, which the next run removes
      process.on('exit', () => {
        try {
          if (readFileSync(lockFile, 'utf8') === String(process.pid)) rmSync(lockFile, { force: true })
        } catch {}
      })
      return
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let owner = Number.NaN
    try {
      owner = Number(readFileSync(lockFile, 'utf8'))
    } catch {
      continue // released meanwhile
    }
    if (!alive(owner)) {
      rmSync(lockFile, { force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`another package check (pid ${owner}) holds ${lockFile}`)
    if (!told) console.info(`- waiting for another package check to finish (pid ${owner})`)
    told = true
    await sleep(500)
  }
}
