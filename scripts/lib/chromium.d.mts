// Types of chromium.mjs, for the TypeScript that imports it (the Playwright config).
export declare const chromiumPath: string;
export declare const executablePath: string | undefined;
export declare const chromiumArgs: readonly string[];
export declare const launchOptions: { executablePath: string | undefined; args: string[] };
