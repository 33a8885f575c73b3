import { playChime } from './chime.ts';

/*
 * "Start shift" (issue 33): one tap that unlocks the sound (browsers play
 * audio only after a gesture), takes the Screen Wake Lock so the tablet never
 * sleeps on the counter, asks to show notifications and, the first time,
 * prints a test ticket (docs/decisions/048): the printer is found out of
 * paper before the first order, not with it. The lock is lost
 * whenever the page is hidden, so it is taken again on visibilitychange; a
 * suspended or interrupted audio context (another app took the speaker) and a
 * released lock show as lost, and the board says so in red.
 */

export interface ShiftState {
  started: boolean;
  sound: 'on' | 'off';
  wakeLock: 'on' | 'off' | 'unsupported';
  notifications: NotificationPermission | 'unsupported';
  /** The shift's test ticket: not printed yet (or no printer on this board), sent to the printer, or refused. */
  testTicket: 'none' | 'printed' | 'failed';
}

/** What the shift uses of the browser (a test brings doubles). */
export interface ShiftEnvironment {
  createAudioContext(): AudioContext | null;
  wakeLock: { request(type: 'screen'): Promise<WakeLockSentinel> } | undefined;
  notification:
    { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
  visibility: { visible(): boolean; onChange(listener: () => void): () => void };
  /** Prints the test ticket; true once it went to the printer. Absent where the board prints nothing. */
  printTestTicket?: () => Promise<boolean>;
}

export class Shift {
  #state: ShiftState;
  readonly #env: ShiftEnvironment;
  readonly #listeners = new Set<() => void>();
  #audio: AudioContext | null = null;
  #lock: WakeLockSentinel | null = null;
  #stopVisibility: (() => void) | null = null;

  constructor(env: ShiftEnvironment) {
    this.#env = env;
    this.#state = {
      started: false,
      sound: 'off',
      wakeLock: env.wakeLock === undefined ? 'unsupported' : 'off',
      notifications: env.notification === undefined ? 'unsupported' : env.notification.permission,
      testTicket: 'none',
    };
  }

  getState = (): ShiftState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Call from the tap's handler: the audio context must be created and resumed inside the gesture. */
  async start(): Promise<void> {
    const firstStart = !this.#state.started;
    if (this.#audio === null) {
      this.#audio = this.#env.createAudioContext();
      if (this.#audio !== null)
        this.#audio.onstatechange = () =>
          this.#set({ sound: this.#audio?.state === 'running' ? 'on' : 'off' });
    }
    const audio = this.#audio;
    const resumed = audio === null ? Promise.resolve() : audio.resume().catch(() => undefined);
    this.#set({ started: true });
    await resumed;
    this.#set({ sound: audio?.state === 'running' ? 'on' : 'off' });
    // The tap rings once: the staff hear what a new order sounds like, and that the speaker is on.
    this.ring();
    await this.#takeWakeLock();
    if (this.#env.notification !== undefined && this.#env.notification.permission === 'default') {
      const permission = await this.#env.notification.requestPermission().catch(() => 'denied' as const);
      this.#set({ notifications: permission });
    }
    // Once per shift: a second tap (to get the sound back) must not spend paper. After the
    // permission prompt, so the print dialog of a desktop browser does not stand in its way.
    if (firstStart && this.#env.printTestTicket !== undefined) {
      const printed = await this.#env.printTestTicket().catch(() => false);
      this.#set({ testTicket: printed ? 'printed' : 'failed' });
    }
    this.#stopVisibility ??= this.#env.visibility.onChange(() => {
      if (!this.#env.visibility.visible()) return;
      void this.#takeWakeLock();
      // Some tablets suspend the audio while hidden: resuming needs no gesture once it was unlocked.
      void this.#audio?.resume().catch(() => undefined);
    });
  }

  /** Plays the ring once, if the sound is on. */
  ring(): void {
    if (this.#audio?.state === 'running') playChime(this.#audio);
  }

  stop(): void {
    this.#stopVisibility?.();
    this.#stopVisibility = null;
    void this.#lock?.release().catch(() => undefined);
    void this.#audio?.close().catch(() => undefined);
  }

  async #takeWakeLock(): Promise<void> {
    if (this.#env.wakeLock === undefined || (this.#lock !== null && !this.#lock.released)) return;
    try {
      const lock = await this.#env.wakeLock.request('screen');
      this.#lock = lock;
      lock.addEventListener('release', () => {
        if (this.#lock === lock) this.#set({ wakeLock: 'off' });
      });
      this.#set({ wakeLock: 'on' });
    } catch {
      // Refused (battery saver, a hidden page): the banner stays until the next visibilitychange or tap.
      this.#set({ wakeLock: 'off' });
    }
  }

  #set(change: Partial<ShiftState>): void {
    this.#state = { ...this.#state, ...change };
    for (const listener of this.#listeners) listener();
  }
}

/** The browser's own environment. */
export function browserShiftEnvironment(): ShiftEnvironment {
  const AudioContextClass = typeof window.AudioContext === 'function' ? window.AudioContext : undefined;
  return {
    createAudioContext: () => (AudioContextClass === undefined ? null : new AudioContextClass()),
    wakeLock: 'wakeLock' in navigator ? navigator.wakeLock : undefined,
    notification: typeof Notification === 'function' ? Notification : undefined,
    visibility: documentVisibility(),
  };
}

/** The page's visibility, as the live store and the shift read it. */
export function documentVisibility(): ShiftEnvironment['visibility'] {
  return {
    visible: () => document.visibilityState === 'visible',
    onChange(listener) {
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  };
}
