/** Types for node-version.mjs, which stays plain JavaScript so it runs on any Node. */
export declare const minimumNode: string;
export declare function isSupportedNode(version: string): boolean;
export declare function nodeVersionProblem(version: string, purpose: string): string | null;
