// The one place this package reads the environment (ARCHITECTURE.md, Configuration).

/** pnpm's own entry point when the check runs under `pnpm` (`./run --filter ... check`). */
export const pnpmEntryPoint: string | undefined = /pnpm\.c?js$/.test(process.env.npm_execpath ?? '')
  ? process.env.npm_execpath
  : undefined

/** Colour in the report unless NO_COLOR is set or the output is not a terminal. */
export const useColour = !process.env.NO_COLOR && process.stdout.isTTY === true
