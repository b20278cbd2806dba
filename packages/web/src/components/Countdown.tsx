import { useRef } from "preact/hooks";
import { useNow } from "../state/now";
import { playSound } from "../table/sound";

interface Props {
  /** Epoch ms when the time runs out (server clock); 0: no timer. */
  deadline: number;
  /** The full time, to draw the bar and to bound a skewed clock. */
  totalSeconds: number;
  label?: string;
  urgentBelow?: number;
  /** Sound a tick when the last seconds start (the player turned sound on). */
  sound?: boolean;
}

/**
 * Time left before the server decides. The server's clock may differ from this one, so the time
 * left is also capped by the full turn time counted from when this deadline arrived here.
 */
export function Countdown({ deadline, totalSeconds, label = "Time left", urgentBelow = 5, sound = false }: Props) {
  const arrived = useRef<{ deadline: number; at: number }>({ deadline: 0, at: 0 });
  const warned = useRef(0);
  if (arrived.current.deadline !== deadline) arrived.current = { deadline, at: Date.now() };
  const now = useNow(250, deadline > 0);
  if (!deadline) return null;
  const byServer = deadline - now;
  const byLocal = totalSeconds * 1000 - (now - arrived.current.at);
  const left = Math.max(0, Math.min(byServer, byLocal));
  const seconds = Math.ceil(left / 1000);
  const fraction = totalSeconds > 0 ? Math.min(1, left / (totalSeconds * 1000)) : 0;
  const urgent = seconds <= urgentBelow;
  // One tick as the last seconds start, once per deadline.
  if (urgent && seconds > 0 && sound && warned.current !== deadline) {
    warned.current = deadline;
    playSound("tick");
  }
  return (
    <span class={`countdown ${urgent ? "is-urgent" : ""}`} role="timer" aria-label={`${label}: ${seconds} seconds`}>
      <span class="countdown-bar" aria-hidden="true">
        <span style={{ width: `${fraction * 100}%` }} />
      </span>
      <span class="countdown-text" aria-hidden="true">
        {Math.floor(seconds / 60)}:{String(seconds % 60).padStart(2, "0")}
      </span>
    </span>
  );
}
