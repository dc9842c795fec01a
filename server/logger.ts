/** One line per event. Injected so tests can read what would be logged. */
export type Logger = (line: string) => void;

export const consoleLogger: Logger = (line) => console.log(line);
