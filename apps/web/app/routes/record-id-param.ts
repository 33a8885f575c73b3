/** A record id from the address (spec: otid numeric): digits only, else 0 — which the pages show as an unknown order without asking the server. */
export function recordIdParam(value: string): number {
  return /^\d{1,9}$/.test(value) ? Number(value) : 0;
}
