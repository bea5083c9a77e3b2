export declare const appDistDir: string;
export declare function appBuildIsStale(): boolean;
export declare function buildApp(options?: { outDir?: string; env?: Record<string, string> }): void;
export declare function buildIsStale(marker: string, roots: readonly string[]): boolean;
export declare function viteBuild(
  what: string,
  config: string,
  outDir: string,
  env?: Record<string, string>,
): void;
