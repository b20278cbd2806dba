import { DISPLAY_NAMES } from "@loveletter/engine";
import type { Cue } from "./motion-cues";

export { type Cue, cuesFor } from "./motion-cues";

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/** One board's queue of cues. */
export class MotionQueue {
  private readonly pending: { cue: Cue; seen: boolean }[] = [];
  private running: Animation[] = [];
  private busy = false;
  private layer: HTMLElement | null = null;

  constructor(private readonly root: () => HTMLElement | null) {}

  push(cues: readonly Cue[], seen = false): void {
    for (const cue of cues) this.pending.push({ cue, seen });
    if (!this.busy) void this.drain();
  }

  /** Ends every cue at once (a click or a key on the table). */
  skip(): void {
    this.pending.length = 0;
    for (const a of this.running) a.finish();
  }

  get length(): number {
    return this.pending.length + (this.busy ? 1 : 0);
  }

  private async drain(): Promise<void> {
    this.busy = true;
    try {
      while (this.pending.length) {
        const { cue, seen } = this.pending.shift()!;
        // Many waiting (a quick run of bot moves): each one shorter, so the table catches up.
        const ms = seen || cue.brief ? 220 : this.pending.length > 3 ? 260 : 480;
        const animations = this.play(cue, ms);
        this.running = animations;
        await Promise.all(animations.map((a) => a.finished.catch(() => undefined)));
        this.running = [];
      }
    } finally {
      this.busy = false;
      this.layer?.replaceChildren();
    }
  }

  private ensureLayer(root: HTMLElement): HTMLElement {
    if (this.layer?.isConnected) return this.layer;
    const layer = document.createElement("div");
    layer.className = "motion-layer";
    layer.setAttribute("aria-hidden", "true");
    root.append(layer);
    this.layer = layer;
    return layer;
  }

  private play(cue: Cue, ms: number): Animation[] {
    const root = this.root();
    const target = root?.querySelector<HTMLElement>(cue.at);
    if (!root || !target || typeof target.animate !== "function") return [];
    if (reducedMotion()) return [target.animate([{ opacity: 0.35 }, { opacity: 1 }], { duration: 200 })];
    const layer = this.ensureLayer(root);
    const box = layer.getBoundingClientRect();
    const rect = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left - box.left + r.width / 2, y: r.top - box.top + r.height / 2 };
    };
    const ghost = (className: string, html: string, at: { x: number; y: number }) => {
      const el = document.createElement("div");
      el.className = className;
      el.innerHTML = html;
      el.style.left = `${at.x}px`;
      el.style.top = `${at.y}px`;
      layer.append(el);
      return el;
    };
    const cardHtml = (card: Cue["card"]) =>
      card
        ? `<span class="card-head"><span class="card-value">${card.value}</span><span class="card-name">${DISPLAY_NAMES[card.card]}</span></span>`
        : "";
    const done = (el: HTMLElement, a: Animation) => {
      a.finished.then(
        () => el.remove(),
        () => el.remove(),
      );
      return a;
    };
    const easing = "cubic-bezier(.2,.7,.2,1)";
    switch (cue.kind) {
      case "fly":
      case "token": {
        const source = cue.from ? root.querySelector(cue.from) : null;
        const from = source ? rect(source) : rect(target);
        const to = rect(target);
        const el =
          cue.kind === "token"
            ? ghost("fly-token token", "", from)
            : ghost(cue.card ? "fly-card card card-sm" : "fly-card card-back card-sm", cardHtml(cue.card), from);
        if (cue.card) el.dataset.value = String(cue.card.value);
        const lift = cue.from === cue.at ? -40 : 0;
        return [
          done(
            el,
            el.animate(
              [
                { transform: "translate(-50%, -50%) scale(0.9)", opacity: 0 },
                {
                  transform: `translate(calc(-50% + ${(to.x - from.x) / 2}px), calc(-50% + ${(to.y - from.y) / 2 + lift}px)) scale(1.15)`,
                  opacity: 1,
                  offset: 0.5,
                },
                {
                  transform: `translate(calc(-50% + ${to.x - from.x}px), calc(-50% + ${to.y - from.y}px)) scale(0.8)`,
                  opacity: 0,
                },
              ],
              { duration: ms, easing },
            ),
          ),
        ];
      }
      case "cross": {
        const other = cue.with ? root.querySelector(cue.with) : null;
        if (!other) return [];
        const a = rect(target);
        const b = rect(other);
        const one = ghost("fly-card card-back card-sm", "", a);
        const two = ghost("fly-card card-back card-sm", "", b);
        const move = (el: HTMLElement, from: { x: number; y: number }, to: { x: number; y: number }) =>
          done(
            el,
            el.animate(
              [
                { transform: "translate(-50%, -50%)" },
                { transform: `translate(calc(-50% + ${to.x - from.x}px), calc(-50% + ${to.y - from.y}px))` },
              ],
              { duration: ms * 1.3, easing },
            ),
          );
        return [move(one, a, b), move(two, b, a)];
      }
      case "flip": {
        const at = rect(target);
        const el = ghost("fly-card card card-sm", cardHtml(cue.card), at);
        if (cue.card) el.dataset.value = String(cue.card.value);
        return [
          done(
            el,
            el.animate(
              [
                { transform: "translate(-50%, -50%) rotateY(90deg)", opacity: 0 },
                { transform: "translate(-50%, -50%) rotateY(0deg) scale(1.1)", opacity: 1, offset: 0.3 },
                { transform: "translate(-50%, -50%) rotateY(0deg) scale(1.1)", opacity: 1, offset: 0.8 },
                { transform: "translate(-50%, -50%) rotateY(90deg)", opacity: 0 },
              ],
              { duration: ms * 2, easing },
            ),
          ),
        ];
      }
      case "bubble": {
        const at = rect(target);
        const el = ghost("motion-bubble", "", { x: at.x, y: at.y - 10 });
        el.textContent = cue.text ?? "";
        return [
          done(
            el,
            el.animate(
              [
                { transform: "translate(-50%, -30%) scale(0.6)", opacity: 0 },
                { transform: "translate(-50%, -100%) scale(1)", opacity: 1, offset: 0.25 },
                { transform: "translate(-50%, -100%) scale(1)", opacity: 1, offset: 0.8 },
                { transform: "translate(-50%, -120%)", opacity: 0 },
              ],
              { duration: ms * 2.2 },
            ),
          ),
        ];
      }
      case "flash":
        return [
          target.animate(
            [
              { boxShadow: "0 0 0 0 rgb(229 191 106 / 0%)" },
              { boxShadow: "0 0 0 8px rgb(229 191 106 / 70%)" },
              { boxShadow: "0 0 0 0 rgb(229 191 106 / 0%)" },
            ],
            { duration: ms },
          ),
        ];
      case "out":
        return [
          target.animate(
            [
              { transform: "translateX(0)", filter: "none" },
              { transform: "translateX(-6px)", offset: 0.2 },
              { transform: "translateX(6px)", offset: 0.4 },
              { transform: "translateX(-3px)", offset: 0.6 },
              { transform: "translateX(0)", filter: "grayscale(1)" },
            ],
            { duration: ms * 1.2 },
          ),
        ];
      case "shield":
        return [
          target.animate(
            [
              { boxShadow: "0 0 0 0 rgb(47 125 79 / 0%)" },
              { boxShadow: "0 0 0 10px rgb(47 125 79 / 45%)" },
              { boxShadow: "0 0 0 3px rgb(47 125 79 / 30%)" },
            ],
            { duration: ms },
          ),
        ];
    }
  }
}
