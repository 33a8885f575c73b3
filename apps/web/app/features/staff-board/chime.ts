/*
 * The board's own ring, made with the Web Audio API (no sound file to ship or
 * license): two bright tones, a fifth apart, each with a soft attack and a
 * bell-like decay — loud enough over an oven's fan, short enough to repeat
 * every few seconds until someone looks.
 */

/** The two notes (Hz) and when each starts (s after the ring starts). */
const NOTES = [
  { frequency: 987.77, at: 0 },
  { frequency: 1318.51, at: 0.18 },
] as const;
const NOTE_SECONDS = 0.55;

/** Plays the chime once on `context` (which must be running: unlocked by a tap). */
export function playChime(context: BaseAudioContext): void {
  const start = context.currentTime + 0.01;
  for (const note of NOTES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = note.frequency;
    const t0 = start + note.at;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(0.8, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + NOTE_SECONDS);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(t0);
    oscillator.stop(t0 + NOTE_SECONDS + 0.05);
  }
}
