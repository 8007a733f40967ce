import { componentTestConfig } from '@localjobs/vite-config/vitest'
import { defineConfig } from 'vitest/config'

export default defineConfig(componentTestConfig())
