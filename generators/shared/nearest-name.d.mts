/** Declarations of nearest-name.mjs (plain JavaScript: scripts/launch.mjs imports it too). */
export declare function nearestName(typed: string, names: readonly string[]): string | undefined;
