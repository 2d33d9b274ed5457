/** Package covers are 16:9 banners (800×450). */
export const PACKAGE_IMAGE = { width: 800, height: 450 } as const;
