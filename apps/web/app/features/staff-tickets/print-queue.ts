import type { PrintJobView } from '@ordina/contracts';

/*
 * Printing a kitchen ticket through the print queue (docs/decisions/046): ask
 * for the job (an accepted order's automatic ticket is one job whoever asks),
 * claim it — only one screen wins, a second tab hears that it was taken — then
 * print and say how it ended. The calls and the printing are given, so the
 * same steps serve the browser's print and a test.
 */

/** The queue's calls (the staff API). */
export interface PrintQueueCalls {
  queue(orderId: number, auto: boolean): Promise<PrintJobView>;
  /** The claimed job, or null when another screen claimed it first. */
  claim(jobId: number, screenId: string): Promise<PrintJobView | null>;
  finish(jobId: number, screenId: string, outcome: 'printed' | 'failed'): Promise<void>;
}

/** How a ticket's printing ended here: printed, failed, or left to the screen that took it first. */
export type TicketPrintOutcome = 'printed' | 'failed' | 'taken';

/** Prints one job on this screen if it can claim it; `print` resolves true once the ticket went to the printer. */
export async function printClaimedJob(
  calls: PrintQueueCalls,
  job: PrintJobView,
  screenId: string,
  print: () => Promise<boolean>,
): Promise<TicketPrintOutcome> {
  if (job.status !== 'pending') return 'taken';
  const claimed = await calls.claim(job.id, screenId);
  if (claimed === null) return 'taken';
  let printed = false;
  try {
    printed = await print();
  } finally {
    await calls.finish(job.id, screenId, printed ? 'printed' : 'failed');
  }
  return printed ? 'printed' : 'failed';
}

/** A ticket of an order: by hand (a new job, a reprint) or the accepted order's automatic one; then printed here if this screen gets it. */
export async function printOrderTicket(
  calls: PrintQueueCalls,
  input: { orderId: number; auto: boolean; screenId: string; print: () => Promise<boolean> },
): Promise<TicketPrintOutcome> {
  const job = await calls.queue(input.orderId, input.auto);
  return printClaimedJob(calls, job, input.screenId, input.print);
}

const SCREEN_ID_KEY = 'ordina.board-screen';

/** This screen's id for the queue and its own settings: made once, kept in the browser's storage. */
export function boardScreenId(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  random: () => string = () => crypto.randomUUID(),
): string {
  const known = storage.getItem(SCREEN_ID_KEY);
  if (known !== null && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const made = random()
    .replace(/[^A-Za-z0-9_-]/g, '')
    .slice(0, 64);
  storage.setItem(SCREEN_ID_KEY, made);
  return made;
}
