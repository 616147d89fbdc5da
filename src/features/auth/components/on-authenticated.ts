/** Called with a new session token and whether to remember it (spec part 1 §4: the login handler). */
export type OnAuthenticated = (token: string, remember: boolean) => void;
