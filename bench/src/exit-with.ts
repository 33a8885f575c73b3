/** Exits with the bench's code once `main` settles (2 when it threw), not waiting for handles it left open. */
export function exitWith(main: Promise<number>): void {
  main.then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(2);
    },
  );
}
