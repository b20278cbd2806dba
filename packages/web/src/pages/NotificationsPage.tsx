import type { EmailAnswer } from "@loveletter/protocol";
import { formatMessage } from "@loveletter/protocol";
import type { ComponentChildren } from "preact";
import { useEffect, useState } from "preact/hooks";
import { NotificationItem } from "../components/NotificationItem";
import { api } from "../net/api";
import { backgroundAlerts, disableBackgroundAlerts, enableBackgroundAlerts } from "../net/background-alerts";
import { markRead, notifications } from "../net/notifications";
import { pushState, refreshPush, subscribePush, testPush, unsubscribePush } from "../net/push";
import { SETTINGS_MESSAGES as M } from "../notifications/settings-messages";
import { paths } from "../router";
import { identity } from "../state/identity";
import { useStore } from "../state/store";

/** Runs an action from a button: busy while it runs, its refusal shown, its success said. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = (action: () => Promise<unknown>) => async (event?: Event) => {
    event?.preventDefault();
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const said = await action();
      setDone(typeof said === "string" ? said : null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const said = (
    <>
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
      {done && (
        <p class="form-ok" role="status">
          {done}
        </p>
      )}
    </>
  );
  return { busy, run, said };
}

function BackgroundSetting() {
  const state = useStore(backgroundAlerts);
  const text = {
    on: M.backgroundOn,
    off: M.backgroundAsk,
    ask: M.backgroundAsk,
    denied: M.backgroundDenied,
    unsupported: M.backgroundUnsupported,
  }[state];
  return (
    <section class="setting" aria-labelledby="background-title">
      <h3 id="background-title">{M.backgroundTitle}</h3>
      <p>{text}</p>
      {state === "on" && (
        <button type="button" class="btn" onClick={disableBackgroundAlerts}>
          {M.backgroundDisable}
        </button>
      )}
      {(state === "ask" || state === "off") && (
        <button type="button" class="btn btn-primary" onClick={() => void enableBackgroundAlerts()}>
          {M.backgroundEnable}
        </button>
      )}
    </section>
  );
}

function PushSetting() {
  const state = useStore(pushState);
  const me = useStore(identity);
  const { busy, run, said } = useAction();
  useEffect(() => {
    void refreshPush().catch(() => {});
  }, [me.status === "ready" ? me.player.id : null]);
  return (
    <section class="setting" aria-labelledby="push-title" data-testid="push-setting">
      <h3 id="push-title">{M.pushTitle}</h3>
      <p>
        {state.status === "on"
          ? M.pushOn
          : state.status === "denied"
            ? M.pushDenied
            : state.status === "unsupported"
              ? M.pushUnsupported
              : M.pushOff}
      </p>
      <div class="setting-actions">
        {state.status === "off" && (
          <button type="button" class="btn btn-primary" disabled={busy} onClick={run(subscribePush)}>
            {M.pushEnable}
          </button>
        )}
        {state.status === "on" && (
          <>
            <button
              type="button"
              class="btn btn-primary"
              disabled={busy}
              onClick={run(async () => {
                await testPush();
                return M.pushTestSent;
              })}
            >
              {M.pushTest}
            </button>
            <button type="button" class="btn" disabled={busy} onClick={run(unsubscribePush)}>
              {M.pushDisable}
            </button>
          </>
        )}
      </div>
      {said}
    </section>
  );
}

function EmailSetting() {
  const me = useStore(identity);
  const [answer, setAnswer] = useState<EmailAnswer | null>(null);
  const [address, setAddress] = useState("");
  const { busy, run, said } = useAction();
  const account = me.status === "ready" && me.player.kind === "account" ? me : null;
  useEffect(() => {
    if (!account) return;
    void api
      .request<EmailAnswer>("GET", "/api/account/email", { token: account.token })
      .then(setAnswer)
      .catch(() => {});
  }, [account?.player.id]);
  const call = (method: string, path: string, body?: unknown) =>
    api.request<EmailAnswer | null>(method, path, { token: account!.token, body });
  let content: ComponentChildren = null;
  if (!account)
    content = (
      <p>
        {M.emailGuest} <a href={paths.account()}>Sign up</a>
      </p>
    );
  else if (answer && !answer.available) content = <p>{M.emailUnavailable}</p>;
  else if (answer) {
    const email = answer.email;
    content = (
      <>
        {email && (
          <p>
            {formatMessage(!email.confirmed ? M.emailPending : email.digest ? M.emailConfirmed : M.emailOff, {
              address: email.address,
            })}
          </p>
        )}
        {!email && <p>{M.emailNone}</p>}
        {email?.confirmed && (
          <label class="check">
            <input
              type="checkbox"
              checked={email.digest}
              disabled={busy}
              onChange={(e) =>
                void run(async () => {
                  setAnswer(
                    await call("PUT", "/api/account/email/digest", { digest: (e.target as HTMLInputElement).checked }),
                  );
                })()
              }
            />{" "}
            {M.emailDigestOn}
          </label>
        )}
        <form
          class="email-form"
          onSubmit={run(async () => {
            setAnswer(await call("PUT", "/api/account/email", { address }));
            setAddress("");
          })}
        >
          <div class="field">
            <label for="email-address">{M.emailLabel}</label>
            <input
              id="email-address"
              type="email"
              autocomplete="email"
              value={address}
              onInput={(e) => setAddress((e.target as HTMLInputElement).value)}
              required
            />
          </div>
          <button type="submit" class="btn btn-primary" disabled={busy}>
            {M.emailSave}
          </button>
        </form>
        {email && (
          <button
            type="button"
            class="btn btn-quiet"
            disabled={busy}
            onClick={run(async () => {
              await call("DELETE", "/api/account/email");
              setAnswer({ available: true, email: null });
            })}
          >
            {M.emailRemove}
          </button>
        )}
      </>
    );
  }
  return (
    <section class="setting" aria-labelledby="email-title" data-testid="email-setting">
      <h3 id="email-title">{M.emailTitle}</h3>
      {content}
      {said}
    </section>
  );
}

/** All of a player's notifications, and how they are told: the browser, push on this device, the daily e-mail. */
export function NotificationsPage() {
  const state = useStore(notifications);
  return (
    <main class="page page-narrow notifications-page">
      <div class="page-title">
        <h1>{M.title}</h1>
      </div>
      <section class="panel" aria-labelledby="latest-title">
        <div class="bell-panel-head">
          <h2 id="latest-title">{M.listTitle}</h2>
          {state.unread > 0 && (
            <button type="button" class="btn btn-small btn-quiet" onClick={() => void markRead().catch(() => {})}>
              Mark all read
            </button>
          )}
        </div>
        {state.items.length === 0 ? (
          <p class="muted">{M.empty}</p>
        ) : (
          <ul class="notification-list">
            {state.items.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )}
      </section>
      <section class="panel" aria-labelledby="settings-title">
        <h2 id="settings-title">{M.settingsTitle}</h2>
        <BackgroundSetting />
        <PushSetting />
        <EmailSetting />
      </section>
    </main>
  );
}

/** The page an e-mail's link opens: confirming the address, or stopping the digest (and undoing it). */
export function EmailLinkPage({ action }: { action: "confirm" | "unsubscribe" }) {
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  const { busy, run, said } = useAction();
  const [address, setAddress] = useState<string | null>(null);
  const unsubscribe = run(async () => {
    const answer = await api.request<{ address: string }>("POST", "/api/email/unsubscribe", { body: { token } });
    setAddress(answer.address);
    return formatMessage(M.unsubscribeDone, { address: answer.address });
  });
  // Unsubscribing is one click: the link itself (the page offers to undo it).
  useEffect(() => {
    if (action === "unsubscribe" && token) void unsubscribe();
  }, []);
  return (
    <main class="page page-narrow">
      <section class="panel" aria-labelledby="email-link-title">
        <h1 id="email-link-title">{action === "confirm" ? M.confirmTitle : M.unsubscribeTitle}</h1>
        {!token && <p role="alert">{M.missingToken}</p>}
        {token && action === "confirm" && (
          <button
            type="button"
            class="btn btn-primary"
            disabled={busy}
            onClick={run(async () => {
              const answer = await api.request<EmailAnswer>("POST", "/api/email/confirm", { body: { token } });
              return formatMessage(M.confirmDone, { address: answer.email?.address ?? "" });
            })}
          >
            {M.confirmButton}
          </button>
        )}
        {said}
        {action === "unsubscribe" && address && (
          <button
            type="button"
            class="btn"
            disabled={busy}
            onClick={run(async () => {
              const answer = await api.request<{ address: string }>("POST", "/api/email/subscribe", {
                body: { token },
              });
              return formatMessage(M.resubscribed, { address: answer.address });
            })}
          >
            {M.unsubscribeUndo}
          </button>
        )}
      </section>
    </main>
  );
}
