/**
 * A step between the job's page and the report sheet: the page's chunk then names this one small file
 * rather than the sheet's dozen (its list of files to preload is part of the page's first load).
 */
export const loadReportSheet = () => import('./report-dialog.tsx')
