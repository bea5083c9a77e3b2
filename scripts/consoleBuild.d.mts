export declare const consoleDistDir: string;
export declare function consoleBuildIsStale(): boolean;
export declare function buildConsole(): void;
