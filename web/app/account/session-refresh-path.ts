// Where the browser renews a session (decision 0055). The contract's SESSION_REFRESH_PATH
// is in @beauty/contracts/account beside that module's zod schemas, which would come with
// it into every page's first JavaScript (issue 16 item 4); session-refresh-path.test.ts
// keeps this copy equal to it.
export const SESSION_REFRESH_PATH = '/session/refresh';
