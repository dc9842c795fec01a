/** Above this many rows a file always runs on the server as a job (the tab would hold it too long). */
export const SERVER_JOB_ROWS = 20_000;
