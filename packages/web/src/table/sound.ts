import type { EngineEvent } from "@loveletter/engine";

/**
 * Short sounds made on the spot with the Web Audio API (no recordings to license or download):
 * your turn, a card played, a knock-out, a round won, and the timer's last seconds. Off unless the
 * player turns them on (preferences.sound); the browser lets a page make sound only after a click,
 * which turning them on is.
 */
export type SoundName = "turn" | "card" | "out" | "round" | "tick";

/** Notes of each sound: frequency (Hz), start and length (s), waveform. */
const SOUNDS: Readonly<Record<SoundName, readonly [number, number, number, OscillatorType][]>> = {
  turn: [
    [659, 0, 0.12, "sine"],
    [988, 0.1, 0.22, "sine"],
  ],
  card: [[420, 0, 0.06, "triangle"]],
  out: [
    [392, 0, 0.14, "triangle"],
    [262, 0.12, 0.3, "triangle"],
  ],
  round: [
    [523, 0, 0.12, "sine"],
    [659, 0.1, 0.12, "sine"],
    [784, 0.2, 0.3, "sine"],
  ],
  tick: [[880, 0, 0.05, "square"]],
};

let context: AudioContext | null = null;

export function playSound(name: SoundName): void {
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume();
    const now = context.currentTime;
    for (const [frequency, start, length, type] of SOUNDS[name]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = type;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(name === "tick" ? 0.05 : 0.12, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(context.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // No audio here (an old browser, a locked-down page): the game goes on silently.
  }
}

/** The sound a run of new events makes, if any: the most important one only. */
export function soundFor(events: readonly EngineEvent[], me: number | null): SoundName | null {
  let best: SoundName | null = null;
  const rank: Record<SoundName, number> = { tick: 0, card: 1, turn: 2, out: 3, round: 4 };
  const take = (s: SoundName) => {
    if (best === null || rank[s] > rank[best]) best = s;
  };
  for (const e of events) {
    if (e.type === "played") take("card");
    else if (e.type === "knocked-out") take("out");
    else if (e.type === "round-ended" && me !== null && e.winners.includes(me)) take("round");
  }
  return best;
}
