export declare const appDistDir: string;
export declare function appBuildIsStale(): boolean;
export declare function buildApp(options?: { outDir?: string; env?: Record<string, string> }): void;
