export { toAppHome as toHome } from '@localjobs/web-app/moved'
